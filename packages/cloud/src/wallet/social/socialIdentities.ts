import { randomUUID } from 'node:crypto';
import type { EmbeddedWalletUser } from '@portico/core/wire';
import type { Queryable } from '../../db/index.js';
import type { PendingSocialLink } from './pendingSocialLinks.js';
import type { IdentityProvider } from './socialConfig.js';
import type { SocialIdentity } from './socialProfiles.js';

/** The outcome of a social login for the user: their user, or the email user it must first be linked to. */
export type SocialUserOutcome =
  | { ok: true; user: EmbeddedWalletUser }
  /** The provider's verified email is an email-login user's: that wallet is reached by its email code only. */
  | { ok: false; reason: 'link-required'; emailUser: { id: string; email: string } };

async function identityUser(
  db: Queryable,
  provider: IdentityProvider,
  identity: SocialIdentity,
  now: number,
): Promise<EmbeddedWalletUser | undefined> {
  // What the provider says now replaces what it said at the previous login.
  const { rows } = await db.query<{ user_id: string }>(
    `UPDATE wallet_social_identities SET username = $3, email = $4, email_verified = $5, updated_at = $6
      WHERE provider = $1 AND subject = $2 RETURNING user_id`,
    [provider, identity.subject, identity.username, identity.email, identity.emailVerified, now],
  );
  const userId = rows[0]?.user_id;
  if (userId === undefined) return undefined;
  const users = await db.query<{ email: string | null }>('SELECT email FROM wallet_users WHERE id = $1', [
    userId,
  ]);
  return { id: userId, email: users.rows[0]?.email ?? null, username: identity.username };
}

/**
 * The user of (provider, subject), created at its first login (with no login email, so no wallet of an email
 * user is reached by a provider's claim). Never by email alone: a new identity whose verified email is an email
 * user's is not created: it is linked to that user once the email's code is entered (`linkSocialIdentity`). Run
 * inside a transaction.
 */
export async function userForSocialLogin(
  db: Queryable,
  provider: IdentityProvider,
  identity: SocialIdentity,
  now: number,
): Promise<SocialUserOutcome> {
  const known = await identityUser(db, provider, identity, now);
  if (known !== undefined) return { ok: true, user: known };
  if (identity.email !== null && identity.emailVerified) {
    const { rows } = await db.query<{ id: string; email: string }>(
      'SELECT id, email FROM wallet_users WHERE email = $1',
      [identity.email.trim().toLowerCase()],
    );
    const emailUser = rows[0];
    if (emailUser !== undefined) return { ok: false, reason: 'link-required', emailUser };
  }
  const userId = randomUUID();
  await db.query('INSERT INTO wallet_users (id, email, created_at) VALUES ($1, NULL, $2)', [userId, now]);
  const inserted = await db.query(
    `INSERT INTO wallet_social_identities (provider, subject, user_id, username, email, email_verified,
       created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
     ON CONFLICT (provider, subject) DO NOTHING RETURNING user_id`,
    [provider, identity.subject, userId, identity.username, identity.email, identity.emailVerified, now],
  );
  if (inserted.rows.length === 1)
    return { ok: true, user: { id: userId, email: null, username: identity.username } };
  // A concurrent first login of the same identity won: this one's user is dropped and theirs is used.
  await db.query('DELETE FROM wallet_users WHERE id = $1', [userId]);
  const winner = await identityUser(db, provider, identity, now);
  if (winner === undefined) throw new Error('The social identity vanished during its first login');
  return { ok: true, user: winner };
}

/**
 * Links (provider, subject) to the email user whose code was just entered; the identity's user from then on. When
 * a concurrent login linked or created it meanwhile, that user is kept. Run inside a transaction.
 */
export async function linkSocialIdentity(
  db: Queryable,
  link: PendingSocialLink,
  now: number,
): Promise<EmbeddedWalletUser> {
  const { provider, identity, email, userId } = link;
  const inserted = await db.query(
    `INSERT INTO wallet_social_identities (provider, subject, user_id, username, email, email_verified,
       created_at, updated_at) VALUES ($1, $2, $3, $4, $5, true, $6, $6)
     ON CONFLICT (provider, subject) DO NOTHING RETURNING user_id`,
    [provider, identity.subject, userId, identity.username, email, now],
  );
  if (inserted.rows.length === 1) return { id: userId, email, username: identity.username };
  const known = await identityUser(db, provider, { ...identity, email, emailVerified: true }, now);
  if (known === undefined) throw new Error('The social identity vanished while it was linked');
  return known;
}
