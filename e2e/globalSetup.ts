import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { frameHost } from './support/frameHost.js';

declare module 'vitest' {
  export interface ProvidedContext {
    stackFile: string;
    /** The e2e cloud's login-code cooldown (`wallet.cooldownMs`, `PORTICO_WALLET_COOLDOWN_MS`). */
    walletCooldownMs: number;
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The e2e cloud refuses a new login code for the same email this long after the last (the cloud's default is
 * 30 s): a test that logs in again with an email waits out this, not 30 s. The page's own cooldown (core's, 30 s)
 * is unchanged; no test needs the cloud's to outlast a step.
 */
const walletCooldownMs = 8_000;

function waitForStack(child: ChildProcess, stackFile: string, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (existsSync(stackFile)) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`the stack exited (${code}) before it was up:\n${output()}`));
    });
  });
}

/**
 * Starts the real stack once, the way `npm start` does (scripts/stack.ts in its own process), on free
 * ports, with the demo built for production and the secure frame on another site than the demo (`frameHost`).
 */
export default async function setup(project: TestProject) {
  const stackFile = join(await mkdtemp(join(tmpdir(), 'portico-e2e-')), 'stack.json');
  // The e2e cloud always runs on its own PGlite, even where DATABASE_URL points at a shared server.
  const { DATABASE_URL: _sharedDatabase, ...env } = process.env;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', join(root, 'scripts/stack.ts')],
    {
      cwd: root,
      env: {
        ...env,
        PORTICO_DEVNET_PORTS: '0,0',
        PORTICO_CLOUD_PORT: '0',
        PORTICO_OIDC_PORT: '0',
        PORTICO_FARCASTER_PORT: '0',
        PORTICO_CLOUD_DATA_DIR: join(dirname(stackFile), 'cloud'),
        PORTICO_DEMO_PORT: '0',
        PORTICO_DEMO_MODE: 'preview',
        PORTICO_FRAME_HOST: frameHost,
        PORTICO_STACK_FILE: stackFile,
        PORTICO_WALLET_COOLDOWN_MS: String(walletCooldownMs),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await waitForStack(child, stackFile, () => output);
  project.provide('stackFile', stackFile);
  project.provide('walletCooldownMs', walletCooldownMs);

  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}
