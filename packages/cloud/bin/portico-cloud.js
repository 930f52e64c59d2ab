#!/usr/bin/env node
// The portico-cloud command: the built CLI when `npm run build` has run, else the TypeScript source
// through tsx with the workspace's `source` export condition.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const built = new URL('../dist/cli.js', import.meta.url);
if (existsSync(built)) {
  await import(built.href);
} else {
  const source = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
  const args = [
    '--conditions=source',
    '--import',
    import.meta.resolve('tsx'),
    source,
    ...process.argv.slice(2),
  ];
  const child = spawn(process.execPath, args, { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal ? 1 : 0);
  });
}
