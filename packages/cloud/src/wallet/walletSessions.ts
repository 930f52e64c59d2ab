import { randomUUID } from 'node:crypto';
import type { EmbeddedWalletSession } from '@portico/core/wire';
import type { Db, Queryable } from '../db/index.js';
import { newToken, tokenHash } from './secretHash.js';

export interface SessionLifetimes {
  accessTtlMs: number;
  refreshTtlMs: number;
}

export async function startSession(
  db: Queryable,
  lifetimes: SessionLifetimes,
  userId: string,
  now: number,
  familyId: string = randomUUID(),
): Promise<EmbeddedWalletSession> {
  const accessToken = newToken();
  const refreshToken = newToken();
  const accessExpiresAt = now + lifetimes.accessTtlMs;
  const refreshExpiresAt = now + lifetimes.refreshTtlMs;
  await db.query(
    `INSERT INTO wallet_sessions (id, family_id, user_id, access_token_hash, refresh_token_hash,
       access_expires_at, refresh_expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      randomUUID(),
      familyId,
      userId,
      tokenHash(accessToken),
      tokenHash(refreshToken),
      accessExpiresAt,
      refreshExpiresAt,
      now,
    ],
  );
  return {
    accessToken,
    refreshToken,
    accessExpiresAt: new Date(accessExpiresAt).toISOString(),
    refreshExpiresAt: new Date(refreshExpiresAt).toISOString(),
  };
}

/** The user whose live access token this is. */
export async function sessionUserId(
  db: Queryable,
  accessToken: string,
  now: number,
): Promise<string | undefined> {
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT user_id FROM wallet_sessions WHERE access_token_hash = $1 AND NOT revoked AND NOT spent
       AND access_expires_at > $2`,
    [tokenHash(accessToken), now],
  );
  return rows[0]?.user_id;
}

/**
 * How long after a refresh token was spent it still refreshes: two tabs of one visitor refreshing the same
 * session at once both send it, and the later one must not log the visitor out. It gets a new session of the
 * same family (a sibling of the first tab's: the tokens are kept hashed, so the first one cannot be handed out
 * again). Past this window a spent token is a stolen copy or a replay.
 */
export const refreshGraceMs = 20_000;

/**
 * Spends the refresh token for a new session of the same family. A token spent within `refreshGraceMs` gives
 * another session of the family (a concurrent refresh); spent longer ago it is a stolen copy or a replay: the
 * whole family is revoked, so whoever holds its newest tokens must log in again.
 */
export async function refreshSession(
  db: Db,
  lifetimes: SessionLifetimes,
  refreshToken: string,
  now: number,
): Promise<EmbeddedWalletSession | undefined> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      id: string;
      family_id: string;
      user_id: string;
      refresh_expires_at: string;
      spent: boolean;
      spent_at: string | null;
      revoked: boolean;
    }>(
      `SELECT id, family_id, user_id, refresh_expires_at, spent, spent_at, revoked FROM wallet_sessions
        WHERE refresh_token_hash = $1 FOR UPDATE`,
      [tokenHash(refreshToken)],
    );
    const row = rows[0];
    if (row === undefined || row.revoked) return undefined;
    const expired = Number(row.refresh_expires_at) <= now;
    if (row.spent) {
      const spentAt = row.spent_at === null ? undefined : Number(row.spent_at);
      const concurrent = spentAt !== undefined && now >= spentAt && now - spentAt < refreshGraceMs;
      if (concurrent && !expired) return startSession(tx, lifetimes, row.user_id, now, row.family_id);
      await tx.query('UPDATE wallet_sessions SET revoked = true WHERE family_id = $1', [row.family_id]);
      return undefined;
    }
    if (expired) return undefined;
    await tx.query('UPDATE wallet_sessions SET spent = true, spent_at = $2 WHERE id = $1', [row.id, now]);
    return startSession(tx, lifetimes, row.user_id, now, row.family_id);
  });
}

/** Ends the session of this refresh token and every session refreshed from it. */
export async function revokeSession(db: Queryable, refreshToken: string): Promise<void> {
  await db.query(
    `UPDATE wallet_sessions SET revoked = true
      WHERE family_id = (SELECT family_id FROM wallet_sessions WHERE refresh_token_hash = $1)`,
    [tokenHash(refreshToken)],
  );
}
