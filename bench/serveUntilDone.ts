import { rm } from 'node:fs/promises';

/**
 * A bench server child's lifetime: it stops the cloud and removes its data directory (if any) when its parent
 * closes stdin, on SIGTERM or SIGINT, or after `maxLifetimeMs` at the latest, so that no run leaves a server.
 */
export function serveUntilDone(
  cloud: { stop(): Promise<void> },
  dataDir: string | undefined,
  maxLifetimeMs: number,
): void {
  let stopping: Promise<void> | undefined;
  const shutdown = (): Promise<void> => {
    stopping ??= (async () => {
      clearTimeout(lifetime);
      await cloud.stop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };
  const lifetime = setTimeout(shutdown, maxLifetimeMs);
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  process.stdin.once('end', shutdown).resume();
}
