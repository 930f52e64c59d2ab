#!/usr/bin/env node
// `npm test` in two lanes on the 2-core machine, so that neither waits while the other still has work:
// - lint and typecheck side by side (they fail in seconds), then core with its coverage (the 90 % branch threshold is
//   core's, and core's own tests keep it), then Portico Cloud's, React's and the adapters' tests (`unit`);
// - from the start, the end-to-end tests (the browser stage waits on Chromium and the stack more than it computes),
//   then the tests of WalletConnect, the test wallet, the embedded wallet and the devnet (`packages`), which fill
//   the cores the browsers leave.
// A failed lint or typecheck stops everything. Only the first lane's test output streams; the others print whole
// once that lane is done, so logs never interleave. Then the spec citations.
// With --timings <file>, the stage times and each stage's Vitest JSON report land there (bench/suite.mjs reads them).
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const timingsAt = args.indexOf('--timings');
const timingsFile = timingsAt === -1 ? undefined : args[timingsAt + 1];
const reports = timingsFile === undefined ? undefined : mkdtempSync(join(tmpdir(), 'portico-test-reports-'));

/** Vitest's own reporter, plus a JSON report when timings are asked for. */
function reporters(name) {
  if (reports === undefined) return [];
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, `${name}.json`)}`];
}

const stages = {
  lint: ['npm', ['run', 'lint']],
  typecheck: ['npm', ['run', 'typecheck']],
  core: ['npm', ['run', 'test:core', '--', ...reporters('core')]],
  unit: [
    'npx',
    [
      'vitest',
      'run',
      ...['cloud', 'react', 'evm', 'solana'].flatMap((name) => ['--project', name]),
      ...reporters('unit'),
    ],
  ],
  packages: [
    'npx',
    [
      'vitest',
      'run',
      ...['walletconnect', 'testing', 'wallet', 'devnet'].flatMap((name) => ['--project', name]),
      ...reporters('packages'),
    ],
  ],
  e2e: ['npm', ['run', 'test:e2e', '--', ...reporters('e2e')]],
  spec: ['npm', ['run', 'test:spec']],
};

const timings = [];

/** Runs a stage; `buffered` keeps its output until `flush` is called. Resolves to whether it passed. */
function run(name, { buffered = false } = {}) {
  const [command, commandArgs] = stages[name];
  const started = performance.now();
  const chunks = [];
  const child = spawn(command, commandArgs, {
    stdio: ['ignore', buffered ? 'pipe' : 'inherit', buffered ? 'pipe' : 'inherit'],
  });
  if (buffered) {
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
  }
  const done = new Promise((resolve) => {
    child.once('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      timings.push({ stage: name, seconds, passed: code === 0 });
      if (code !== 0)
        console.error(`\n✗ ${name} failed (${signal ?? `exit ${code}`}) after ${seconds.toFixed(1)} s`);
      resolve(code === 0);
    });
  });
  return {
    done,
    flush: () => process.stdout.write(Buffer.concat(chunks)),
    stop: () => child.kill('SIGTERM'),
  };
}

function finish(passed) {
  const started = timings.map(
    ({ stage, seconds, passed: ok }) => `${stage} ${seconds.toFixed(1)} s${ok ? '' : ' ✗'}`,
  );
  console.log(`\nnpm test: ${started.join(' · ')} — ${passed ? 'passed' : 'FAILED'}`);
  if (timingsFile !== undefined) writeFileSync(timingsFile, JSON.stringify({ timings, reports }, null, 2));
  process.exit(passed ? 0 : 1);
}

const e2e = run('e2e', { buffered: true });
const checks = [run('lint', { buffered: true }), run('typecheck', { buffered: true })];
const checked = await Promise.all(checks.map((check) => check.done));
for (const check of checks) check.flush();
if (!checked.every(Boolean)) {
  e2e.stop();
  finish(false);
}
const browserLane = e2e.done.then(async (passed) => {
  const packages = run('packages', { buffered: true });
  return { e2e: passed, packages, packagesPassed: await packages.done };
});
const corePassed = await run('core').done;
const unitPassed = await run('unit').done;
const lane = await browserLane;
console.log('\n── e2e ──');
e2e.flush();
console.log('\n── packages ──');
lane.packages.flush();
const passed = corePassed && unitPassed && lane.e2e && lane.packagesPassed;
finish(passed && (await run('spec').done));
