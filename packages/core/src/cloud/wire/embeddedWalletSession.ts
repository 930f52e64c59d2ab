import { type Static, Type } from '@sinclair/typebox';
import { socialProviders } from '../../shared/validation/socialProvider.js';
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

/**
 * One way into the wallet, as GET /v1/wallet/user lists them: its login email, and each social identity linked to
 * it (the provider and the username the provider gave at its latest login).
 */
export const EmbeddedWalletLoginMethod = Type.Union([
  Type.Object({ kind: Type.Literal('email'), email: Type.String() }),
  Type.Object({
    kind: Type.Literal('social'),
    provider: Type.Union(socialProviders.map((provider) => Type.Literal(provider))),
    username: Type.Union([Type.String(), Type.Null()]),
  }),
]);
export type EmbeddedWalletLoginMethod = Static<typeof EmbeddedWalletLoginMethod>;

/** GET /v1/wallet/user's answer: the user and every login method of their wallet (email first). */
export const EmbeddedWalletAccountUser = Type.Object({
  id: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  username: Type.Union([Type.String(), Type.Null()]),
  loginMethods: Type.Array(EmbeddedWalletLoginMethod),
});
export type EmbeddedWalletAccountUser = Static<typeof EmbeddedWalletAccountUser>;

/** The user email verify answers: the email it logged in with. */
export const EmbeddedWalletEmailUser = Type.Object({ id: Type.String(), email: Type.String() });
export type EmbeddedWalletEmailUser = Static<typeof EmbeddedWalletEmailUser>;

/** The body of POST /v1/wallet/session/refresh and POST /v1/wallet/session/revoke. */
export const EmbeddedWalletRefreshBody = Type.Object(
  { refreshToken: tokenField },
  { additionalProperties: false },
);
export type EmbeddedWalletRefreshBody = Static<typeof EmbeddedWalletRefreshBody>;
