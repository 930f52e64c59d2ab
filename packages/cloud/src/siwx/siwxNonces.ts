import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.js';

/** How long a nonce may be signed into a message and verified. */
const nonceTtlMs = 5 * 60_000;

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const nonceLength = 24;

/** 24 alphanumeric characters from the CSPRNG (EIP-4361: at least 8); rejection sampling keeps them uniform. */
function newNonce(): string {
  let nonce = '';
  while (nonce.length < nonceLength) {
    for (const byte of randomBytes(nonceLength)) {
      if (byte < 248 && nonce.length < nonceLength) nonce += alphabet[byte % alphabet.length];
    }
  }
  return nonce;
}

export async function issueNonce(db: Queryable, projectId: string, now: number) {
  const nonce = newNonce();
  const expiresAt = now + nonceTtlMs;
  await db.query(
    'INSERT INTO siwx_nonces (nonce, project_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [nonce, projectId, now, expiresAt],
  );
  return { nonce, expiresAt };
}

export type NonceState = 'live' | 'used' | 'unknown';

/** Whether the project's nonce can still be spent; an expired nonce, or another project's, is `unknown`. */
export async function nonceState(
  db: Queryable,
  projectId: string,
  nonce: string,
  now: number,
): Promise<NonceState> {
  const { rows } = await db.query<{ used: boolean }>(
    'SELECT used FROM siwx_nonces WHERE nonce = $1 AND project_id = $2 AND expires_at > $3',
    [nonce, projectId, now],
  );
  const row = rows[0];
  if (row === undefined) return 'unknown';
  return row.used ? 'used' : 'live';
}

/** Spends the nonce; false when another verification spent it first or it expired meanwhile. */
export async function spendNonce(
  db: Queryable,
  projectId: string,
  nonce: string,
  now: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE siwx_nonces SET used = true WHERE nonce = $1 AND project_id = $2 AND NOT used AND expires_at > $3
      RETURNING nonce`,
    [nonce, projectId, now],
  );
  return rows.length === 1;
}
