import { deleteBatch, type Queryable } from '../db/index.js';

/** Deletes up to `limit` nonces that expired by `now` (used or not); returns how many. */
export function deleteExpiredSiwxNonces(db: Queryable, now: number, limit: number): Promise<number> {
  return deleteBatch(db, {
    table: 'siwx_nonces',
    key: ['nonce'],
    where: 'expires_at <= $1',
    params: [now],
    limit,
  });
}

/** Deletes up to `limit` sign-in sessions that expired by `now` (revoked or not); returns how many. */
export function deleteExpiredSiwxSessions(db: Queryable, now: number, limit: number): Promise<number> {
  return deleteBatch(db, {
    table: 'siwx_sessions',
    key: ['id'],
    where: 'expires_at <= $1',
    params: [now],
    limit,
  });
}
