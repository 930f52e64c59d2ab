import type { RetentionConfig } from '../config.js';
import type { Db } from '../db/index.js';
import { type JobLogger, type JobScheduler, startJobScheduler } from '../jobs/index.js';
import { createRetentionJob, type RetentionReport, retentionTables } from './retentionJob.js';

/** The retention job's name in `job_leases`. */
export const retentionJobName = 'retention';

/** The lease outlives a slow batch by far and still ends well before the next run is due. */
const maxLeaseMs = 60_000;

export interface StartRetentionOptions {
  db: Db;
  config: RetentionConfig;
  /** The cloud's clock (ms since the epoch): relay and wallet expiries are on it. */
  clock: () => number;
  logger: JobLogger;
  /** Called after each finished run (tests). */
  onRun?(report: RetentionReport, holder: string): void;
  holder?: string;
}

function checkConfig(config: RetentionConfig): void {
  const positive = ['analyticsEventsMaxAgeMs', 'relayMessagesMaxAgeMs', 'intervalMs'] as const;
  for (const key of positive) {
    if (!(Number.isFinite(config[key]) && config[key] > 0)) {
      throw new Error(`retention.${key} must be a positive number of milliseconds (got ${config[key]})`);
    }
  }
  if (!(Number.isInteger(config.batchSize) && config.batchSize >= 1)) {
    throw new Error(
      `retention.batchSize must be a whole number of rows, at least 1 (got ${config.batchSize})`,
    );
  }
}

/**
 * Runs the retention job about every `config.intervalMs` on one instance at a time. Undefined when
 * `config.enabled` is false.
 */
export function startRetention(options: StartRetentionOptions): JobScheduler | undefined {
  const { config, logger } = options;
  if (!config.enabled) return undefined;
  checkConfig(config);
  return startJobScheduler({
    db: options.db,
    name: retentionJobName,
    intervalMs: config.intervalMs,
    jitterMs: config.intervalMs / 10,
    leaseMs: Math.min(config.intervalMs / 2, maxLeaseMs),
    job: createRetentionJob(options.db, config, options.clock),
    logger,
    ...(options.holder === undefined ? {} : { holder: options.holder }),
    onRun(report, holder) {
      const deleted = Object.fromEntries(
        retentionTables.map((table) => [table, report.tables[table].deleted]),
      );
      if (Object.values(deleted).some((count) => count > 0))
        logger.info({ deleted }, 'retention: old rows deleted');
      options.onRun?.(report, holder);
    },
  });
}
