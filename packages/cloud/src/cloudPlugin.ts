import type { CloudConfig } from './config.js';
import type { Db } from './db/index.js';
import type { UpstreamTimers } from './rpc/chainRpc.js';

/** What `buildApp` passes to each area's plugin (projects, registry, analytics, remote config …). */
export interface CloudPluginOptions {
  db: Db;
  config: CloudConfig;
  /** Milliseconds since the epoch; tests set it. */
  clock: () => number;
  /** The time-outs and retry waits of the chain routes' upstream calls; tests set them, default real timers. */
  upstreamTimers?: UpstreamTimers;
}
