import { deleteBatch, type Queryable } from '../db/index.js';

/**
 * Deletes up to `limit` messages (with their acknowledgements) whose TTL ended by `now` or that were published
 * before `publishedBefore` (relay clock, ms); returns how many.
 */
export function deleteExpiredRelayMessages(
  db: Queryable,
  now: number,
  publishedBefore: number,
  limit: number,
): Promise<number> {
  return deleteBatch(db, {
    table: 'relay_messages',
    key: ['id'],
    where: 'expires_at <= $1 OR published_at < $2',
    params: [now, publishedBefore],
    limit,
  });
}

/** Deletes up to `limit` subscriptions that ended by `now`; returns how many. */
export function deleteExpiredRelaySubscriptions(db: Queryable, now: number, limit: number): Promise<number> {
  return deleteBatch(db, {
    table: 'relay_subscriptions',
    key: ['client_id', 'topic'],
    where: 'expires_at <= $1',
    params: [now],
    limit,
  });
}
