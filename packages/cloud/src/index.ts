// The registry's wallet type is core's; re-exported for the server's callers (saveWallets).
export type { RegistryWallet } from '@portico/core';
export { countEvents, listEvents } from './analytics/index.js';
export { type BuildAppOptions, buildApp } from './app.js';
export type { CloudPluginOptions } from './cloudPlugin.js';
export {
  type CloudConfig,
  type CloudConfigInput,
  defaultCloudConfig,
  type RateLimitConfig,
  resolveCloudConfig,
} from './config.js';
export { type Db, defaultDataDir, migrate, type OpenDbOptions, openDb, type Queryable } from './db/index.js';
export {
  createProject,
  demoProjectId,
  getProject,
  listProjects,
  type Project,
  type ProjectFeatures,
  type SeedDemoProjectOptions,
  seedDemoProject,
  updateProject,
} from './projects/index.js';
export { saveWallets } from './registry/index.js';
export { defaultCloudPort, type RunningCloud, type StartCloudOptions, startCloud } from './server.js';
