import type { Queryable } from './db.js';

export interface BatchDelete {
  table: string;
  /** The table's primary key columns. */
  key: readonly string[];
  /** SQL condition over the table's columns; its parameters are `$1`… of `params`. */
  where: string;
  params: readonly unknown[];
  limit: number;
}

/**
 * Deletes at most `limit` rows matching `where` in one short statement and returns how many it deleted. Rows
 * another transaction has locked are skipped (a later batch takes them), so a sweep never waits on live writes.
 */
export async function deleteBatch(db: Queryable, batch: BatchDelete): Promise<number> {
  if (!Number.isInteger(batch.limit) || batch.limit < 1) {
    throw new Error(`A batch deletes at least 1 row (got ${batch.limit})`);
  }
  const key = batch.key.join(', ');
  const { rows } = await db.query<{ deleted: number }>(
    `WITH gone AS (
       DELETE FROM ${batch.table} WHERE (${key}) IN (
         SELECT ${key} FROM ${batch.table} WHERE ${batch.where} LIMIT $${batch.params.length + 1} FOR UPDATE SKIP LOCKED
       ) RETURNING 1
     )
     SELECT count(*)::int AS deleted FROM gone`,
    [...batch.params, batch.limit],
  );
  return Number(rows[0]?.deleted ?? 0);
}
