import type { Queryable } from '../db/index.js';

/** The job's lease expired and another instance may hold it now: the holder must stop working. */
export class LeaseLostError extends Error {
  override name = 'LeaseLostError';
}

export interface AcquireOptions {
  /**
   * Only when the job last finished at least this long ago (database clock): a periodic job then runs once per
   * interval over all instances. 0 (default): whenever the lease is free.
   */
  dueAfterMs?: number;
}

const interval = (param: string) => `make_interval(secs => ${param}::float8 / 1000)`;

/** `now` in SQL: the clock's time passed as parameter `param` (ms since the epoch), or the database clock when null. */
const now = (param: string) => `COALESCE(to_timestamp(${param}::float8 / 1000), clock_timestamp())`;

/**
 * Named leases in `job_leases` (migration 015): at most one holder per name at a time, on the database clock so
 * that instances' clocks need not agree. A holder that stops without releasing (a crash) loses the lease when it
 * expires. `clock` (ms since the epoch) replaces the database clock: tests move it instead of waiting.
 */
export function createJobLeases(db: Queryable, clock?: () => number) {
  const at = () => clock?.() ?? null;
  return {
    /**
     * Takes the lease for `leaseMs`, or renews it when `holder` already holds it, in one statement; false while
     * another holder's lease runs (or, with `dueAfterMs`, while the job is not due).
     */
    async acquire(
      name: string,
      holder: string,
      leaseMs: number,
      options: AcquireOptions = {},
    ): Promise<boolean> {
      const { rows } = await db.query(
        `INSERT INTO job_leases (name, holder, expires_at) VALUES ($1, $2, ${now('$5')} + ${interval('$3')})
         ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
         WHERE (job_leases.holder = EXCLUDED.holder OR job_leases.expires_at <= ${now('$5')})
           AND (job_leases.last_finished_at IS NULL
                OR job_leases.last_finished_at <= ${now('$5')} - ${interval('$4')})
         RETURNING holder`,
        [name, holder, leaseMs, options.dueAfterMs ?? 0, at()],
      );
      return rows.length === 1;
    },

    /**
     * Extends the holder's lease by `leaseMs` from now. Throws `LeaseLostError` when another holder took it; a
     * lease that expired without anyone taking it is renewed (nobody else has worked in the meantime).
     */
    async renew(name: string, holder: string, leaseMs: number): Promise<void> {
      const { rows } = await db.query(
        `UPDATE job_leases SET expires_at = ${now('$4')} + ${interval('$3')}
         WHERE name = $1 AND holder = $2 RETURNING holder`,
        [name, holder, leaseMs, at()],
      );
      if (rows.length === 0) throw new LeaseLostError(`The lease on ${name} was taken by another instance`);
    },

    /**
     * Whether `holder` holds the lease now; inside a transaction it also locks the row until the transaction
     * ends, so the lease cannot pass to another holder before the transaction's writes commit.
     */
    async holds(name: string, holder: string): Promise<boolean> {
      const { rows } = await db.query(
        `SELECT holder FROM job_leases WHERE name = $1 AND holder = $2 AND expires_at > ${now('$3')} FOR UPDATE`,
        [name, holder, at()],
      );
      return rows.length === 1;
    },

    /** Lets another holder take the lease at once. */
    async release(name: string, holder: string): Promise<void> {
      await db.query(`UPDATE job_leases SET expires_at = ${now('$3')} WHERE name = $1 AND holder = $2`, [
        name,
        holder,
        at(),
      ]);
    },

    /** Releases the lease and records that the job finished now (what `dueAfterMs` counts from). */
    async finish(name: string, holder: string): Promise<void> {
      await db.query(
        `UPDATE job_leases SET expires_at = ${now('$3')}, last_finished_at = ${now('$3')}
         WHERE name = $1 AND holder = $2`,
        [name, holder, at()],
      );
    },
  };
}
