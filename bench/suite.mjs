#!/usr/bin/env node
// `npm run bench:suite`: what the suite costs. Runs `npm ci` (skip with --no-install) and `npm test` exactly as
// .ci/run does, then prints the time of each stage, each unit project's share, and the 20 slowest test files.
// Figures, not assertions: compare them with the README's table on the same machine.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const install = !process.argv.includes('--no-install');

function timed(command, args) {
  const started = performance.now();
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  return { seconds: (performance.now() - started) / 1000, passed: status === 0 };
}

const rows = [];
const total = performance.now();
if (install) rows.push({ stage: 'npm ci', ...timed('npm', ['ci', '--no-audit', '--no-fund']) });
const timingsFile = join(mkdtempSync(join(tmpdir(), 'portico-bench-suite-')), 'timings.json');
const test = timed('node', ['scripts/test.mjs', '--timings', timingsFile]);
const { timings, reports } = JSON.parse(readFileSync(timingsFile, 'utf8'));
rows.push(...timings);
rows.push({
  stage: 'npm test (lint … spec, unit and e2e side by side)',
  seconds: test.seconds,
  passed: test.passed,
});
const wall = (performance.now() - total) / 1000;

/** Each test file of a Vitest JSON report: project (from its path), seconds, tests. */
function files(report) {
  let parsed;
  try {
    parsed = JSON.parse(readFileSync(join(reports, `${report}.json`), 'utf8'));
  } catch (error) {
    console.error(`no ${report} report: ${error.message}`);
    return [];
  }
  return parsed.testResults.map((file) => {
    const path = relative(root, file.name);
    const [top, name] = path.split('/');
    return {
      path,
      project: top === 'packages' ? name : top,
      seconds: (file.endTime - file.startTime) / 1000,
      start: file.startTime,
      end: file.endTime,
      tests: file.assertionResults.length,
    };
  });
}

const seconds = (value) => `${value.toFixed(1)} s`.padStart(9);
console.log('\n## Stages (wall time)\n');
for (const row of rows) console.log(`${seconds(row.seconds)}  ${row.stage}${row.passed ? '' : '  ✗ FAILED'}`);
console.log(`${seconds(wall)}  all of the above`);

const unit = [...files('core'), ...files('unit')];
const e2e = files('e2e');
const first = Math.min(...unit.map((file) => file.start));
const projects = new Map();
for (const file of unit) {
  const entry = projects.get(file.project) ?? { files: 0, tests: 0, seconds: 0, start: Infinity, end: 0 };
  entry.files += 1;
  entry.tests += file.tests;
  entry.seconds += file.seconds;
  entry.start = Math.min(entry.start, file.start);
  entry.end = Math.max(entry.end, file.end);
  projects.set(file.project, entry);
}
console.log('\n## Unit projects (files run side by side: the sum of file times exceeds the stage)\n');
console.log('  project        files  tests   file time   from … to (s after the first file)');
for (const [name, entry] of [...projects].sort((a, b) => b[1].seconds - a[1].seconds)) {
  const span = `${((entry.start - first) / 1000).toFixed(0)} … ${((entry.end - first) / 1000).toFixed(0)}`;
  console.log(
    `  ${name.padEnd(14)} ${String(entry.files).padStart(5)} ${String(entry.tests).padStart(6)} ${seconds(entry.seconds)}   ${span}`,
  );
}
const e2eSeconds = e2e.reduce((sum, file) => sum + file.seconds, 0);
console.log(
  `  ${'e2e'.padEnd(14)} ${String(e2e.length).padStart(5)} ${String(e2e.reduce((s, f) => s + f.tests, 0)).padStart(6)} ${seconds(e2eSeconds)}`,
);

console.log('\n## The 20 slowest test files\n');
for (const file of [...unit, ...e2e].sort((a, b) => b.seconds - a.seconds).slice(0, 20)) {
  console.log(`${seconds(file.seconds)}  ${String(file.tests).padStart(3)} tests  ${file.path}`);
}
process.exit(test.passed ? 0 : 1);
