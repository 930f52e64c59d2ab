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

/** GET /v1/wallet/user: the session's user (its email lower-cased). */
export const EmbeddedWalletUser = Type.Object({ id: Type.String(), email: Type.String() });
export type EmbeddedWalletUser = Static<typeof EmbeddedWalletUser>;

/** The body of POST /v1/wallet/session/refresh and POST /v1/wallet/session/revoke. */
export const EmbeddedWalletRefreshBody = Type.Object(
  { refreshToken: tokenField },
  { additionalProperties: false },
);
export type EmbeddedWalletRefreshBody = Static<typeof EmbeddedWalletRefreshBody>;
