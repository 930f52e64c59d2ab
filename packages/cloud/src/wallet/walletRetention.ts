import { deleteBatch, type Queryable } from '../db/index.js';

/**
 * Deletes up to `limit` email codes that expired by `now` (used or not); returns how many. The cooldown reads
 * the live code's `created_at` and is shorter than a code's life, so it is unaffected.
 */
export function deleteExpiredEmailCodes(db: Queryable, now: number, limit: number): Promise<number> {
  return deleteBatch(db, {
    table: 'wallet_email_codes',
    key: ['email', 'purpose'],
    where: 'expires_at <= $1',
    params: [now],
    limit,
  });
}

/**
 * Deletes up to `limit` sessions whose refresh token expired by `now`; returns how many. Spent and revoked
 * sessions stay until then: a spent refresh token used again must still revoke its family.
 */
export function deleteExpiredWalletSessions(db: Queryable, now: number, limit: number): Promise<number> {
  return deleteBatch(db, {
    table: 'wallet_sessions',
    key: ['id'],
    where: 'refresh_expires_at <= $1',
    params: [now],
    limit,
  });
}
