import { rm } from 'node:fs/promises';
import { type RunningCloud, seedDemoProject, startCloud } from '@portico/cloud';
import { newCloudDataDir } from '../cloudDataDir.js';

/** The project the test wallet and `createWalletConnectCore` name by default; the relay serves only known ones. */
const relayProjectId = 'portico-test';

/**
 * Portico Cloud on a free loopback port with PGlite in a temp dir (a copy of the run's migrated template) and the `portico-test` project: its relay is the
 * wallets' and dApps'.
 */
export async function startRelayCloud(): Promise<{ cloud: RunningCloud; stop(): Promise<void> }> {
  const dataDir = await newCloudDataDir();
  const cloud = await startCloud({ port: 0, logLevel: 'silent', dataDir });
  await seedDemoProject({ db: cloud.db, origins: [], id: relayProjectId, name: 'WalletConnect tests' });
  return {
    cloud,
    async stop() {
      await cloud.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
