import { deleteEventsReceivedBefore } from '../analytics/index.js';
import type { RetentionConfig } from '../config.js';
import type { Queryable } from '../db/index.js';
import type { JobRun } from '../jobs/index.js';
import { deleteExpiredRelayMessages, deleteExpiredRelaySubscriptions } from '../relay/index.js';
import { deleteExpiredSiwxNonces, deleteExpiredSiwxSessions } from '../siwx/index.js';
import { deleteSpendBefore, utcDay } from '../smartAccounts/index.js';
import {
  deleteExpiredEmailCodes,
  deleteExpiredFarcasterLogins,
  deleteExpiredSocialLogins,
  deleteExpiredWalletSessions,
} from '../wallet/index.js';

/** The tables the retention job sweeps, in the order it sweeps them. */
export const retentionTables = [
  'events',
  'relay_messages',
  'relay_subscriptions',
  'wallet_email_codes',
  'wallet_sessions',
  'siwx_nonces',
  'siwx_sessions',
  'wallet_social_logins',
  'wallet_farcaster_logins',
  'sponsorship_spend',
] as const;

export type RetentionTable = (typeof retentionTables)[number];

interface TableSweep {
  /** Rows deleted. */
  deleted: number;
  /** DELETE statements run. */
  batches: number;
}

export interface RetentionReport {
  tables: Record<RetentionTable, TableSweep>;
  /** False when the scheduler stopped the run between two batches. */
  complete: boolean;
}

/** One batch of each table's rule, as of `now` (the cloud's clock, ms since the epoch). */
function batchDeletes(
  db: Queryable,
  config: RetentionConfig,
  now: number,
): Record<RetentionTable, (limit: number) => Promise<number>> {
  return {
    events: (limit) => deleteEventsReceivedBefore(db, now - config.analyticsEventsMaxAgeMs, limit),
    relay_messages: (limit) => deleteExpiredRelayMessages(db, now, now - config.relayMessagesMaxAgeMs, limit),
    relay_subscriptions: (limit) => deleteExpiredRelaySubscriptions(db, now, limit),
    wallet_email_codes: (limit) => deleteExpiredEmailCodes(db, now, limit),
    wallet_sessions: (limit) => deleteExpiredWalletSessions(db, now, limit),
    siwx_nonces: (limit) => deleteExpiredSiwxNonces(db, now, limit),
    siwx_sessions: (limit) => deleteExpiredSiwxSessions(db, now, limit),
    wallet_social_logins: (limit) => deleteExpiredSocialLogins(db, now, limit),
    wallet_farcaster_logins: (limit) => deleteExpiredFarcasterLogins(db, now, limit),
    // The daily cap counts only today's spend (UTC); yesterday's rows go once the day is over.
    sponsorship_spend: (limit) => deleteSpendBefore(db, utcDay(now), limit),
  };
}

/**
 * The retention job: per table, deletes `batchSize` rows at a time until a batch comes back short, renewing the
 * lease after every batch and ending early when the scheduler stops.
 */
export function createRetentionJob(db: Queryable, config: RetentionConfig, clock: () => number) {
  return async (run: JobRun): Promise<RetentionReport> => {
    const deletes = batchDeletes(db, config, clock());
    const tables = Object.fromEntries(
      retentionTables.map((table) => [table, { deleted: 0, batches: 0 }]),
    ) as Record<RetentionTable, TableSweep>;
    for (const table of retentionTables) {
      const sweep = tables[table];
      let deleted: number;
      do {
        if (run.stopping) return { tables, complete: false };
        deleted = await deletes[table](config.batchSize);
        sweep.deleted += deleted;
        sweep.batches += 1;
        await run.renew();
      } while (deleted === config.batchSize);
    }
    return { tables, complete: true };
  };
}
