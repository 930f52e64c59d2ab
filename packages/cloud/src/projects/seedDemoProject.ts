import { constants } from '@portico/core';
import type { Db } from '../db/index.js';
import type { Project } from './project.js';
import { createProject, updateProject } from './projectStore.js';

const demoProjectId = 'portico-demo';

export interface SeedDemoProjectOptions {
  db: Db;
  /** Added to the project's allowed origins (existing ones are kept). */
  origins: readonly string[];
  id?: string;
  name?: string;
  /**
   * The devnet chains (CAIP-2 ids) where the demo offers smart accounts with sponsored gas — those the cloud has a
   * bundler (and a paymaster) for: `smartAccounts.bundlers`' keys. Each smart account may be sponsored
   * `demoDailyCapPerUserWei` a day. Absent: the project's smart-account settings are left as they are.
   */
  smartAccountNetworks?: readonly string[];
}

/** 0.01 ETH a day per smart account (about a dozen sponsored batches on the devnet), 1 ETH for the whole demo. */
const demoDailyCapPerUserWei = '10000000000000000';
const demoDailyProjectCapWei = '1000000000000000000';

/**
 * What the demo shows off: email login (the embedded wallet) among the connect methods, and buying crypto (the
 * cloud offers its configured on-ramp providers; a demo project stored before the on-ramp was built had it off).
 */
const demoFeatures = { email: true, onramp: constants.defaults.remoteFeatures.onramp };

/**
 * Creates the demo project with a stable id, or adds the origins to it when it exists; either way with the
 * remote `email` and `onramp` features on, and smart accounts with sponsored gas on the `smartAccountNetworks` given.
 */
export function seedDemoProject({
  db,
  origins,
  id = demoProjectId,
  name = 'Portico Demo',
  smartAccountNetworks,
}: SeedDemoProjectOptions): Promise<Project> {
  const smartAccounts =
    smartAccountNetworks === undefined
      ? {}
      : {
          smartAccountNetworks,
          sponsorship: {
            enabled: smartAccountNetworks.length > 0,
            chains: [...smartAccountNetworks],
            dailyCapPerUserWei: demoDailyCapPerUserWei,
            dailyProjectCapWei: demoDailyProjectCapWei,
          },
        };
  return db.transaction(async (tx) => {
    const { rows } = await tx.query('SELECT id FROM projects WHERE id = $1 FOR UPDATE', [id]);
    if (rows.length === 0) {
      return createProject(tx, {
        id,
        name,
        allowedOrigins: origins,
        features: demoFeatures,
        ...smartAccounts,
      });
    }
    const changes = { addOrigins: origins, features: demoFeatures, ...smartAccounts };
    return (await updateProject(tx, id, changes)) as Project;
  });
}
