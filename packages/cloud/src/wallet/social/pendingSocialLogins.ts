import { deleteBatch, type Queryable } from '../../db/index.js';
import { tokenHash } from '../secretHash.js';
import type { LoginChecks } from './providerClient.js';
import type { SocialProvider } from './socialConfig.js';

/** A started social login is finished within this long (the visitor consents at the provider meanwhile). */
const socialLoginTtlMs = 10 * 60_000;

export interface PendingSocialLogin extends LoginChecks {
  provider: SocialProvider;
}

export async function savePendingLogin(
  db: Queryable,
  projectId: string,
  login: PendingSocialLogin,
  now: number,
): Promise<void> {
  await db.query(
    `INSERT INTO wallet_social_logins (state_hash, project_id, provider, code_verifier, nonce, redirect_uri,
       created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      tokenHash(login.state),
      projectId,
      login.provider,
      login.codeVerifier,
      login.nonce,
      login.redirectUri,
      now,
      now + socialLoginTtlMs,
    ],
  );
}

/**
 * Spends the pending login of `state` for this project: it is used from now on, whatever the exchange gives (a
 * code is tried once). Undefined when the state is unknown, expired, already used or another project's.
 */
export async function takePendingLogin(
  db: Queryable,
  projectId: string,
  state: string,
  now: number,
): Promise<PendingSocialLogin | undefined> {
  const { rows } = await db.query<{
    provider: SocialProvider;
    code_verifier: string;
    nonce: string | null;
    redirect_uri: string;
  }>(
    `UPDATE wallet_social_logins SET used = true
      WHERE state_hash = $1 AND project_id = $2 AND NOT used AND expires_at > $3
      RETURNING provider, code_verifier, nonce, redirect_uri`,
    [tokenHash(state), projectId, now],
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  return {
    provider: row.provider,
    state,
    codeVerifier: row.code_verifier,
    nonce: row.nonce,
    redirectUri: row.redirect_uri,
  };
}

/** Deletes up to `limit` pending social logins expired by `now` (used or not); returns how many. */
export function deleteExpiredSocialLogins(db: Queryable, now: number, limit: number): Promise<number> {
  return deleteBatch(db, {
    table: 'wallet_social_logins',
    key: ['state_hash'],
    where: 'expires_at <= $1',
    params: [now],
    limit,
  });
}
