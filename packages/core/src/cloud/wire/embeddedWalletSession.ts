import { type Static, Type } from '@sinclair/typebox';
import { tokenField } from './embeddedWalletFields.js';

/**
 * The embedded wallet's session (docs/embedded-wallet.md, Cloud API for the frame): what POST
 * /v1/wallet/email/verify opens and POST /v1/wallet/session/refresh rotates. The frame keeps the tokens; the
 * cloud's database never holds them.
 */
export const EmbeddedWalletSession = Type.Object({
  accessToken: Type.String(),
  refreshToken: Type.String(),
  /** ISO time. */
  accessExpiresAt: Type.String(),
  /** ISO time. */
  refreshExpiresAt: Type.String(),
});
export type EmbeddedWalletSession = Static<typeof EmbeddedWalletSession>;

/**
 * GET /v1/wallet/user: the session's user. `email` is the login email (lower-cased), null for a user created by
 * social login; `username` the social provider's, null for an email user.
 */
export const EmbeddedWalletUser = Type.Object({
  id: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  username: Type.Union([Type.String(), Type.Null()]),
});
export type EmbeddedWalletUser = Static<typeof EmbeddedWalletUser>;

/** The user email verify answers: the email it logged in with. */
export const EmbeddedWalletEmailUser = Type.Object({ id: Type.String(), email: Type.String() });
export type EmbeddedWalletEmailUser = Static<typeof EmbeddedWalletEmailUser>;

/** The body of POST /v1/wallet/session/refresh and POST /v1/wallet/session/revoke. */
export const EmbeddedWalletRefreshBody = Type.Object(
  { refreshToken: tokenField },
  { additionalProperties: false },
);
export type EmbeddedWalletRefreshBody = Static<typeof EmbeddedWalletRefreshBody>;
