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
export async function spawnCloudServer(): Promise<CloudServerProcess> {
  const script = fileURLToPath(new URL('./cloud-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
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
        throw new Error(`the cloud server exited (${String(code)}) before it was serving`);
      }),
    ]);
    return { info: JSON.parse(first) as CloudServerInfo, stop };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
