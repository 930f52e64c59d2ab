import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningCloud, startCloud } from '@portico/cloud';

/** Portico Cloud on a free loopback port with PGlite in a temp dir: its relay is the wallets' and dApps'. */
export async function startRelayCloud(): Promise<{ cloud: RunningCloud; stop(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portico-wc-wallet-'));
  const cloud = await startCloud({ port: 0, logLevel: 'silent', dataDir });
  return {
    cloud,
    async stop() {
      await cloud.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
