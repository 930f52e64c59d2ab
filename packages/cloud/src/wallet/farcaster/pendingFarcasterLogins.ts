import { createHash } from 'node:crypto';
import { deleteBatch, type Queryable } from '../../db/index.js';
import { tokenHash } from '../secretHash.js';

/** A Farcaster login is approved within this long (the visitor scans the code and approves in their app). */
export const farcasterLoginTtlMs = 10 * 60_000;

/** A login as the start opened it: the relay's channel, and what its signed message must carry. */
export interface FarcasterLoginStart {
  channelToken: string;
  codeChallenge: string;
  nonce: string;
  domain: string;
}

/** What a waiting verify needs: the channel to read, and the nonce and domain to verify its message against. */
export type PendingFarcasterLogin = Omit<FarcasterLoginStart, 'codeChallenge'>;

function s256Challenge(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier, 'ascii').digest('base64url');
}

export async function saveFarcasterLogin(
  db: Queryable,
  projectId: string,
  login: FarcasterLoginStart,
  now: number,
): Promise<void> {
  await db.query(
    `INSERT INTO wallet_farcaster_logins (channel_hash, project_id, channel_token, code_challenge, nonce, domain,
       created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      tokenHash(login.channelToken),
      projectId,
      login.channelToken,
      login.codeChallenge,
      login.nonce,
      login.domain,
      now,
      now + farcasterLoginTtlMs,
    ],
  );
}

/**
 * The login of `channelToken` for this project when `codeVerifier` is the frame's (its challenge started it) and it
 * is neither used nor expired; undefined otherwise. Reading it spends nothing: the page sees the channel's URL, so
 * only the verifier, which never leaves the frame, lets a request wait on it.
 */
export async function findFarcasterLogin(
  db: Queryable,
  projectId: string,
  { channelToken, codeVerifier }: { channelToken: string; codeVerifier: string },
  now: number,
): Promise<PendingFarcasterLogin | undefined> {
  const { rows } = await db.query<{ nonce: string; domain: string }>(
    `SELECT nonce, domain FROM wallet_farcaster_logins
      WHERE channel_hash = $1 AND project_id = $2 AND NOT used AND expires_at > $3 AND code_challenge = $4`,
    [tokenHash(channelToken), projectId, now, s256Challenge(codeVerifier)],
  );
  const row = rows[0];
  return row === undefined ? undefined : { channelToken, nonce: row.nonce, domain: row.domain };
}

/** Marks the login used once its approved channel was read; false when another request already did. */
export async function spendFarcasterLogin(db: Queryable, channelToken: string): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE wallet_farcaster_logins SET used = true WHERE channel_hash = $1 AND NOT used RETURNING 1',
    [tokenHash(channelToken)],
  );
  return rows.length === 1;
}

/** Deletes up to `limit` Farcaster logins expired by `now` (used or not); returns how many. */
export function deleteExpiredFarcasterLogins(db: Queryable, now: number, limit: number): Promise<number> {
  return deleteBatch(db, {
    table: 'wallet_farcaster_logins',
    key: ['channel_hash'],
    where: 'expires_at <= $1',
    params: [now],
    limit,
  });
}
