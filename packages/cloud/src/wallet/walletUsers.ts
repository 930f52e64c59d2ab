import { randomUUID } from 'node:crypto';
import type {
  EmbeddedWalletEmailUser,
  EmbeddedWalletLoginMethod,
  EmbeddedWalletUser,
} from '@portico/core/wire';
import type { Queryable } from '../db/index.js';

/** Emails are compared and kept lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(
  db: Queryable,
  email: string,
): Promise<EmbeddedWalletEmailUser | undefined> {
  const { rows } = await db.query<EmbeddedWalletEmailUser>(
    'SELECT id, email FROM wallet_users WHERE email = $1',
    [email],
  );
  return rows[0];
}

/**
 * The user, with the username of their social identity (a user created by social login has no email; an email user
 * with linked identities has the username of the one used last).
 */
export async function findUserById(db: Queryable, id: string): Promise<EmbeddedWalletUser | undefined> {
  const { rows } = await db.query<EmbeddedWalletUser>(
    `SELECT u.id, u.email, (SELECT i.username FROM wallet_social_identities i WHERE i.user_id = u.id
       ORDER BY i.updated_at DESC, i.provider LIMIT 1) AS username
       FROM wallet_users u WHERE u.id = $1`,
    [id],
  );
  return rows[0];
}

/** Every way into the user's wallet: the login email first, then each linked social identity, oldest first. */
export async function loginMethodsOf(
  db: Queryable,
  user: Pick<EmbeddedWalletUser, 'id' | 'email'>,
): Promise<EmbeddedWalletLoginMethod[]> {
  const { rows } = await db.query<{ provider: string; username: string | null }>(
    `SELECT provider, username FROM wallet_social_identities WHERE user_id = $1
      ORDER BY created_at, provider, subject`,
    [user.id],
  );
  const socials = rows.map(
    ({ provider, username }) =>
      ({ kind: 'social', provider, username }) as EmbeddedWalletLoginMethod & { kind: 'social' },
  );
  return user.email === null ? socials : [{ kind: 'email', email: user.email }, ...socials];
}

/** The user of `email`, created on their first login. */
export async function userForLogin(
  db: Queryable,
  email: string,
  now: number,
): Promise<EmbeddedWalletEmailUser> {
  const { rows } = await db.query<EmbeddedWalletEmailUser>(
    `INSERT INTO wallet_users (id, email, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id, email`,
    [randomUUID(), email, now],
  );
  return rows[0] as EmbeddedWalletEmailUser;
}

/** false when another user has the email. */
export async function changeEmail(db: Queryable, userId: string, email: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE wallet_users SET email = $2 WHERE id = $1
       AND NOT EXISTS (SELECT 1 FROM wallet_users WHERE email = $2 AND id <> $1) RETURNING id`,
    [userId, email],
  );
  return rows.length === 1;
}
