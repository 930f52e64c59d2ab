import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Db,
  type RegistryWallet,
  type RunningCloud,
  saveWallets,
  seedDemoProject,
  startCloud,
} from '@portico/cloud';
import { demoOrigins } from '../../scripts/demoOrigins.js';

/** A Portico Cloud of a test's own (beside the stack's), on PGlite in a temporary directory. */
export interface TestCloud {
  url: string;
  projectId: string;
  db(): Db;
  /** Stops the server and closes its database; the data stays for `restart`. */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same data. */
  restart(): Promise<void>;
  /** Stops it and removes its data. */
  dispose(): Promise<void>;
}

export async function startTestCloud(options: {
  demoUrl: string;
  projectId: string;
  /** Saved besides the dataset the cloud seeds itself with. */
  wallets?: readonly RegistryWallet[];
}): Promise<TestCloud> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portico-e2e-cloud-'));
  const start = (port: number) => startCloud({ port, dataDir, logLevel: 'silent' });
  let running: RunningCloud | undefined = await start(0);
  const { db, url } = running;
  await seedDemoProject({ db, origins: demoOrigins(options.demoUrl), id: options.projectId });
  if (options.wallets) await saveWallets(db, options.wallets);
  const port = Number(new URL(url).port);

  const stop = async () => {
    await running?.stop();
    running = undefined;
  };
  return {
    url,
    projectId: options.projectId,
    db() {
      if (!running) throw new Error('the test cloud is stopped');
      return running.db;
    },
    stop,
    async restart() {
      await stop();
      running = await start(port);
    },
    async dispose() {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
