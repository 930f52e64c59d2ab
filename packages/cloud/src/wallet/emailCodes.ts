import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/index.js';
import type { CodePurpose } from './codeMail.js';
import { codeHash, sameHash } from './secretHash.js';

export interface CodeRules {
  key: Buffer;
  codeTtlMs: number;
  cooldownMs: number;
  maxAttempts: number;
}

export interface CodeTarget {
  email: string;
  purpose: CodePurpose;
  userId?: string;
  newEmail?: string;
}

export type IssueResult = { issued: true; code: string } | { issued: false; remainingMs: number };

/** A new 6-digit code for the email and purpose, replacing the previous one, unless that is too recent (§5). */
export async function issueCode(
  db: Queryable,
  rules: CodeRules,
  target: CodeTarget,
  now: number,
): Promise<IssueResult> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const { rows } = await db.query(
    `INSERT INTO wallet_email_codes (email, purpose, code_hash, user_id, new_email, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (email, purpose) DO UPDATE SET code_hash = EXCLUDED.code_hash, user_id = EXCLUDED.user_id,
       new_email = EXCLUDED.new_email, created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at,
       attempts = 0, used = false
     WHERE wallet_email_codes.created_at <= $8
     RETURNING created_at`,
    [
      target.email,
      target.purpose,
      codeHash(rules.key, target.email, target.purpose, code),
      target.userId ?? null,
      target.newEmail ?? null,
      now,
      now + rules.codeTtlMs,
      now - rules.cooldownMs,
    ],
  );
  if (rows.length === 1) return { issued: true, code };
  return { issued: false, remainingMs: Math.max(1, await cooldownLeft(db, rules, target, now)) };
}

/** How long until a new code may be issued for the target's email and purpose (0: now). */
export async function cooldownLeft(
  db: Queryable,
  rules: CodeRules,
  target: CodeTarget,
  now: number,
): Promise<number> {
  const { rows } = await db.query<{ created_at: string }>(
    'SELECT created_at FROM wallet_email_codes WHERE email = $1 AND purpose = $2',
    [target.email, target.purpose],
  );
  const last = rows[0];
  return last === undefined ? 0 : Math.max(0, Number(last.created_at) + rules.cooldownMs - now);
}

/** A code that could not be mailed is taken back, so the cooldown does not block asking again. */
export async function withdrawCode(db: Queryable, target: CodeTarget, now: number): Promise<void> {
  await db.query('DELETE FROM wallet_email_codes WHERE email = $1 AND purpose = $2 AND created_at = $3', [
    target.email,
    target.purpose,
    now,
  ]);
}

export type CheckResult =
  | { ok: true; newEmail: string | null }
  | { ok: false; reason: 'INVALID_OTP'; attemptsLeft: number }
  | { ok: false; reason: 'OTP_EXPIRED' | 'OTP_BURNED' };

/**
 * Spends the code when it is right; counts a wrong one (the last allowed wrong one burns it). Run in a
 * transaction: the row is locked so parallel guesses are counted one by one. An update code is only for the
 * user it was issued to (`forUser`): another user's pending code for the same email is not theirs to try.
 */
export async function checkCode(
  tx: Queryable,
  rules: CodeRules,
  { email, purpose, forUser }: { email: string; purpose: CodePurpose; forUser?: string },
  code: string,
  now: number,
): Promise<CheckResult> {
  const { rows } = await tx.query<{
    code_hash: string;
    user_id: string | null;
    new_email: string | null;
    expires_at: string;
    attempts: number;
    used: boolean;
  }>(
    `SELECT code_hash, user_id, new_email, expires_at, attempts, used FROM wallet_email_codes
      WHERE email = $1 AND purpose = $2 FOR UPDATE`,
    [email, purpose],
  );
  const row = rows[0];
  if (row === undefined || row.used || (forUser !== undefined && row.user_id !== forUser)) {
    return { ok: false, reason: 'OTP_EXPIRED' };
  }
  if (row.attempts >= rules.maxAttempts) return { ok: false, reason: 'OTP_BURNED' };
  if (Number(row.expires_at) <= now) return { ok: false, reason: 'OTP_EXPIRED' };
  if (sameHash(row.code_hash, codeHash(rules.key, email, purpose, code))) {
    await tx.query('UPDATE wallet_email_codes SET used = true WHERE email = $1 AND purpose = $2', [
      email,
      purpose,
    ]);
    return { ok: true, newEmail: row.new_email };
  }
  const attempts = row.attempts + 1;
  await tx.query('UPDATE wallet_email_codes SET attempts = $3 WHERE email = $1 AND purpose = $2', [
    email,
    purpose,
    attempts,
  ]);
  if (attempts >= rules.maxAttempts) return { ok: false, reason: 'OTP_BURNED' };
  return { ok: false, reason: 'INVALID_OTP', attemptsLeft: rules.maxAttempts - attempts };
}
