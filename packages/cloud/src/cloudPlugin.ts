import type { CloudConfig } from './config.js';
import type { Db } from './db/index.js';

/** What `buildApp` passes to each area's plugin (projects, registry, analytics, remote config …). */
export interface CloudPluginOptions {
  db: Db;
  config: CloudConfig;
  /** Milliseconds since the epoch; tests set it. */
  clock: () => number;
}
