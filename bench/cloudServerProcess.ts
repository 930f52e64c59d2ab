import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** What `bench/cloud-server.ts` prints once it is serving. */
export interface CloudServerInfo {
  url: string;
  projectId: string;
  wallets: { dataset: number; synthetic: number; total: number };
}

export interface CloudServerProcess {
  info: CloudServerInfo;
  /** Ends the server (it closes its database and removes its data) and waits for the process to exit. */
  stop(): Promise<void>;
}

const startTimeoutMs = 60_000;

/** Starts `bench/cloud-server.ts` in a child Node process and waits for its info line. */
export function spawnCloudServer(): Promise<CloudServerProcess> {
  return spawnServerProcess<CloudServerInfo>('./cloud-server.ts');
}

/**
 * Starts a bench server script (relative to `bench/`) in a child Node process with extra environment and
 * waits for the JSON line it prints once serving. Closing its stdin ends it.
 */
export async function spawnServerProcess<Info>(
  script: string,
  env: Record<string, string> = {},
): Promise<{ info: Info; stop(): Promise<void> }> {
  const path = fileURLToPath(new URL(script, import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', path], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.stdin.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const lines = createInterface({ input: child.stdout });
  const timer = setTimeout(() => child.kill('SIGKILL'), startTimeoutMs);
  try {
    const first = await Promise.race([
      once(lines, 'line').then(([line]) => String(line)),
      exited.then(([code]) => {
        throw new Error(`${script} exited (${String(code)}) before it was serving`);
      }),
    ]);
    return { info: JSON.parse(first) as Info, stop };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
