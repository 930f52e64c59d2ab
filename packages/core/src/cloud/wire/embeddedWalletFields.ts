import { Type } from '@sinclair/typebox';

// The fields the embedded wallet's API shares between its route families (docs/embedded-wallet.md).

/** An email address (the cloud lower-cases it). */
export const emailField = Type.String({ format: 'email', minLength: 3, maxLength: 254 });

/** A six-digit email code. */
export const otpField = Type.String({ pattern: '^[0-9]{6}$' });

/** A session's refresh token (32 random bytes, base64url). */
export const tokenField = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' });

/** A base64 string of `minLength` to `maxLength` characters. */
export const base64Field = (minLength: number, maxLength: number) =>
  Type.String({ pattern: '^[A-Za-z0-9+/]+={0,2}$', minLength, maxLength });
