import { randomUUID } from 'node:crypto';
import type { EmbeddedWalletEmailUser, EmbeddedWalletUser } from '@portico/core/wire';
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

/** The user, with the username of their social identity (a user created by social login has no email). */
export async function findUserById(db: Queryable, id: string): Promise<EmbeddedWalletUser | undefined> {
  const { rows } = await db.query<EmbeddedWalletUser>(
    `SELECT u.id, u.email, i.username FROM wallet_users u
       LEFT JOIN wallet_social_identities i ON i.user_id = u.id WHERE u.id = $1`,
    [id],
  );
  return rows[0];
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
