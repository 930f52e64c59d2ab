import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A bearer or refresh token: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens have 256 bits of entropy: a plain hash is enough to keep them unusable from the database. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * A 6-digit code has a million values, so a plain hash would fall to an offline search: it is keyed with a
 * secret that is not in the database.
 */
export function codeHash(key: Buffer, email: string, purpose: string, code: string): string {
  return createHmac('sha256', key).update(`${purpose}\n${email}\n${code}`).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
