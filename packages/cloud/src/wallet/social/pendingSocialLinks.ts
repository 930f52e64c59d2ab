import type { Queryable } from '../../db/index.js';
import { tokenHash } from '../secretHash.js';
import { s256Challenge } from './pendingSocialLogins.js';
import type { SocialProvider } from './socialConfig.js';
import type { SocialIdentity } from './socialProfiles.js';

/** A social identity waiting for the code of the email-login wallet its provider-verified email belongs to. */
export interface PendingSocialLink {
  provider: SocialProvider;
  identity: Pick<SocialIdentity, 'subject' | 'username'>;
  /** The email user's login email, where the code goes. */
  email: string;
  userId: string;
}

/** Where a pending link is found: its social login (state, project) and the frame's PKCE verifier. */
export interface SocialLinkKey {
  projectId: string;
  state: string;
  codeVerifier: string;
}

/**
 * Keeps the link of the social login `state` (already spent by verify) until `expiresAt`, bound to that login's code
 * challenge: only the frame with its verifier can finish it. The social login's row is kept as long (the link
 * goes with it).
 */
export async function savePendingLink(
  db: Queryable,
  { projectId, state }: Omit<SocialLinkKey, 'codeVerifier'>,
  link: PendingSocialLink,
  now: number,
  expiresAt: number,
): Promise<void> {
  const stateHash = tokenHash(state);
  await db.query(
    'UPDATE wallet_social_logins SET expires_at = GREATEST(expires_at, $2) WHERE state_hash = $1',
    [stateHash, expiresAt],
  );
  await db.query(
    `INSERT INTO wallet_social_links (state_hash, project_id, code_challenge, provider, subject, username, email,
       user_id, created_at, expires_at)
     SELECT state_hash, $2, code_challenge, $3, $4, $5, $6, $7, $8, $9 FROM wallet_social_logins
      WHERE state_hash = $1 AND project_id = $2`,
    [
      stateHash,
      projectId,
      link.provider,
      link.identity.subject,
      link.identity.username,
      link.email,
      link.userId,
      now,
      expiresAt,
    ],
  );
}

/**
 * The live pending link of `key` (this project's, unexpired, unused, and the verifier is the one its login was
 * started with), locked for the caller's transaction when `lock`; undefined otherwise.
 */
export async function findPendingLink(
  db: Queryable,
  { projectId, state, codeVerifier }: SocialLinkKey,
  now: number,
  lock = false,
): Promise<PendingSocialLink | undefined> {
  const { rows } = await db.query<{
    provider: SocialProvider;
    subject: string;
    username: string | null;
    email: string;
    user_id: string;
  }>(
    `SELECT provider, subject, username, email, user_id FROM wallet_social_links
      WHERE state_hash = $1 AND project_id = $2 AND NOT used AND expires_at > $3 AND code_challenge = $4
      ${lock ? 'FOR UPDATE' : ''}`,
    [tokenHash(state), projectId, now, s256Challenge(codeVerifier)],
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  return {
    provider: row.provider,
    identity: { subject: row.subject, username: row.username },
    email: row.email,
    userId: row.user_id,
  };
}

/** Spends the pending link of `state`: it is never used again. */
export async function spendPendingLink(db: Queryable, state: string): Promise<void> {
  await db.query('UPDATE wallet_social_links SET used = true WHERE state_hash = $1', [tokenHash(state)]);
}
