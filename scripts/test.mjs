#!/usr/bin/env node
// `npm test`: lint and typecheck first, side by side (they fail in seconds), then the unit tests and the end-to-end tests side
// by side (the browser stage waits on Chromium and the stack more than it computes), then the spec citations.
// The unit tests run in two steps: core with its coverage (the 90 % branch threshold is core's, and core's own tests
// keep it), then every other package without coverage (V8's counters slowed them by about a seventh).
// The unit output streams; the e2e output is printed whole once the unit stage is done, so logs never interleave.
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
  unit: ['npm', ['run', 'test:packages', '--', ...reporters('unit')]],
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
  return { done, flush: () => process.stdout.write(Buffer.concat(chunks)) };
}

function finish(passed) {
  const started = timings.map(
    ({ stage, seconds, passed: ok }) => `${stage} ${seconds.toFixed(1)} s${ok ? '' : ' ✗'}`,
  );
  console.log(`\nnpm test: ${started.join(' · ')} — ${passed ? 'passed' : 'FAILED'}`);
  if (timingsFile !== undefined) writeFileSync(timingsFile, JSON.stringify({ timings, reports }, null, 2));
  process.exit(passed ? 0 : 1);
}

const checks = [run('lint', { buffered: true }), run('typecheck', { buffered: true })];
const checked = await Promise.all(checks.map((check) => check.done));
for (const check of checks) check.flush();
if (!checked.every(Boolean)) finish(false);
const e2e = run('e2e', { buffered: true });
const corePassed = await run('core').done;
const unitPassed = (await run('unit').done) && corePassed;
const e2ePassed = await e2e.done;
console.log('\n── e2e ──');
e2e.flush();
finish(unitPassed && e2ePassed && (await run('spec').done));
