#!/usr/bin/env node
// `npm start`: installs dependencies when they are missing or stale, then runs the stack in a child
// Node process with TypeScript support and the `source` export condition. Plain JS so it runs before
// anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));

function dependenciesStale() {
  const installed = at('node_modules/.package-lock.json');
  if (!existsSync(installed)) return true;
  return (
    existsSync(at('package-lock.json')) &&
    statSync(at('package-lock.json')).mtimeMs > statSync(installed).mtimeMs
  );
}

if (dependenciesStale()) {
  const command = existsSync(at('package-lock.json')) ? 'ci' : 'install';
  console.log(`Installing dependencies (npm ${command})…`);
  const result = spawnSync('npm', [command, '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const child = spawn(
  process.execPath,
  ['--import', 'tsx', '--conditions=source', at('scripts/stack.ts'), ...process.argv.slice(2)],
  // The IPC channel lets the child notice if this process dies without passing a signal on.
  { cwd: root, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] },
);
// Ctrl-C reaches the whole process group; the child shuts the stack down and we exit with it.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
// `npm` does not always pass SIGTERM on: if our parent goes away, stop the stack too.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && child.kill('SIGTERM'), 1000).unref();
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
