import { type RunningCloud, seedDemoProject } from '@portico/cloud';

/**
 * The relay serves only connections naming one of the cloud's projects: creates the projects these tests' dApps
 * and wallets name (the test wallet's default is `portico-test`). Idempotent: clouds of a suite share their data.
 */
export async function seedRelayProjects(cloud: RunningCloud, ids: readonly string[]): Promise<void> {
  for (const id of new Set([...ids, 'portico-test'])) {
    await seedDemoProject({ db: cloud.db, origins: [], id, name: id });
  }
}
