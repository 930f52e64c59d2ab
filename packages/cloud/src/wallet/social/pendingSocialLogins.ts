import { createHash } from 'node:crypto';
import { deleteBatch, type Queryable } from '../../db/index.js';
import { tokenHash } from '../secretHash.js';
import type { LoginBinding, LoginStart } from './providerClient.js';
import type { SocialProvider } from './socialConfig.js';

/** A started social login is finished within this long (the visitor consents at the provider meanwhile). */
const socialLoginTtlMs = 10 * 60_000;

/** A login as started: the provider and what binds it, with the frame's code challenge. */
export interface StartedSocialLogin extends LoginStart {
  provider: SocialProvider;
}

/** A pending login once taken: what its exchange must match (the verifier is the frame's, given at verify). */
export interface PendingSocialLogin extends LoginBinding {
  provider: SocialProvider;
}

/** RFC 7636 S256: the code challenge of `codeVerifier`, base64url(SHA-256(verifier)) without padding. */
export function s256Challenge(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier, 'ascii').digest('base64url');
}

export async function savePendingLogin(
  db: Queryable,
  projectId: string,
  login: StartedSocialLogin,
  now: number,
): Promise<void> {
  await db.query(
    `INSERT INTO wallet_social_logins (state_hash, project_id, provider, code_challenge, nonce, redirect_uri,
       created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      tokenHash(login.state),
      projectId,
      login.provider,
      login.codeChallenge,
      login.nonce,
      login.redirectUri,
      now,
      now + socialLoginTtlMs,
    ],
  );
}

/**
 * Spends the pending login of `state` for this project when `codeVerifier` is the one whose challenge started it:
 * it is used from now on, whatever the exchange gives (a code is tried once). Undefined when the state is unknown,
 * expired, already used or another project's, or the verifier is not the frame's — and then nothing is spent, so a
 * code and state seen elsewhere cannot use up the frame's login.
 */
export async function takePendingLogin(
  db: Queryable,
  projectId: string,
  { state, codeVerifier }: { state: string; codeVerifier: string },
  now: number,
): Promise<PendingSocialLogin | undefined> {
  const { rows } = await db.query<{ provider: SocialProvider; nonce: string | null; redirect_uri: string }>(
    `UPDATE wallet_social_logins SET used = true
      WHERE state_hash = $1 AND project_id = $2 AND NOT used AND expires_at > $3 AND code_challenge = $4
      RETURNING provider, nonce, redirect_uri`,
    [tokenHash(state), projectId, now, s256Challenge(codeVerifier)],
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  return {
    provider: row.provider,
    state,
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
