import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { inject } from 'vitest';

/** `portico-cloud serve` in a child process (the run's CLI bundle, see `cloudCliBundle.ts`). */
export interface CloudProcess {
  child: ChildProcess;
  /** What the `portico cloud listening` log line says. */
  url: string;
  relayUrl: string;
  /** Every log line, parsed. */
  logs: Record<string, unknown>[];
  /** Resolves with the exit code (or the signal) when the process ends. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The run's `portico-cloud` bundle, which the cloud projects' global setup builds. */
export function cloudCli(): string {
  const cli = inject('cloudCli');
  if (cli === undefined)
    throw new Error('no cloudCli: run this suite in a project with the cloud global setup');
  return cli;
}

/**
 * Starts `serve` with `args` and `env` (nothing of this process's environment but PATH and HOME, so a
 * DATABASE_URL or REDIS_URL of the test run does not leak in) and waits until it listens.
 */
export async function spawnCloudProcess(
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<CloudProcess> {
  const child = spawn(process.execPath, [cloudCli(), 'serve', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  const logs: Record<string, unknown>[] = [];
  const listening = new Promise<Record<string, unknown>>((resolve, reject) => {
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        entry = { msg: line };
      }
      logs.push(entry);
      if (entry.msg === 'portico cloud listening') resolve(entry);
    });
    exited.then(({ code }) => reject(new Error(`portico-cloud serve exited (${code}) before it listened`)));
  });
  const info = await listening;
  return { child, url: String(info.url), relayUrl: String(info.relayUrl), logs, exited };
}
