import { deleteBatch, type Queryable } from '../db/index.js';

/** Deletes up to `limit` events that arrived before `before` (ms since the epoch); returns how many. */
export function deleteEventsReceivedBefore(db: Queryable, before: number, limit: number): Promise<number> {
  return deleteBatch(db, {
    table: 'events',
    key: ['project_id', 'event_id'],
    where: 'received_at < to_timestamp($1::float8 / 1000)',
    params: [before],
    limit,
  });
}
