import { type Static, Type } from '@sinclair/typebox';
import { socialProviders } from '../../shared/validation/socialProvider.js';
import { emailField, otpField } from './embeddedWalletFields.js';
import { EmbeddedWalletKeys } from './embeddedWalletKeys.js';
import { EmbeddedWalletSession, EmbeddedWalletUser } from './embeddedWalletSession.js';

// Social login into the embedded wallet (docs/embedded-wallet.md, "Social login"): OAuth 2.0 / OpenID Connect with
// Portico Cloud as the client and the PKCE code verifier held by the secure frame. POST /v1/wallet/social/start
// (with the verifier's S256 challenge) gives the provider's authorization URL; the provider sends the visitor back
// to the secure frame's `/social/callback` with `code` and `state`, which the frame passes, with its verifier, to
// POST /v1/wallet/social/verify.

/**
 * The body of POST /v1/wallet/social/start: one of the §5 providers and the PKCE code challenge of the frame's
 * verifier, base64url(SHA-256(verifier)) without padding (RFC 7636 S256: always 43 characters).
 */
export const EmbeddedWalletSocialStartBody = Type.Object(
  {
    provider: Type.Union(socialProviders.map((provider) => Type.Literal(provider))),
    codeChallenge: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }),
  },
  { additionalProperties: false },
);
export type EmbeddedWalletSocialStartBody = Static<typeof EmbeddedWalletSocialStartBody>;

/** POST /v1/wallet/social/start's answer: the provider's authorization URL to open. */
export const EmbeddedWalletSocialStartResponse = Type.Object({ url: Type.String() });
export type EmbeddedWalletSocialStartResponse = Static<typeof EmbeddedWalletSocialStartResponse>;

/**
 * The body of POST /v1/wallet/social/verify: what the provider put on the callback URL — `code`, `state`, and `iss`
 * when the provider names itself there (RFC 9207; the cloud then requires it to be the provider's issuer) — and the
 * frame's PKCE code verifier (RFC 7636: 43 to 128 unreserved characters), whose challenge started the login.
 */
export const EmbeddedWalletSocialVerifyBody = Type.Object(
  {
    state: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }),
    code: Type.String({ minLength: 1, maxLength: 2048, pattern: '^[\\x21-\\x7E]+$' }),
    iss: Type.Optional(Type.String({ minLength: 1, maxLength: 2048, pattern: '^[\\x21-\\x7E]+$' })),
    /** The PKCE verifier of the start's challenge (RFC 7636: 43–128 unreserved characters). */
    codeVerifier: Type.String({ pattern: '^[A-Za-z0-9._~-]{43,128}$' }),
  },
  { additionalProperties: false },
);
export type EmbeddedWalletSocialVerifyBody = Static<typeof EmbeddedWalletSocialVerifyBody>;

/**
 * POST /v1/wallet/social/verify's answer, the shape of email verify's: a new session, its user (created at the
 * first login of that provider's subject; `email` null — the provider's email is not the wallet's login email)
 * and the user's wallet, null when there is none yet.
 */
export const EmbeddedWalletSocialLogin = Type.Object({
  session: EmbeddedWalletSession,
  user: EmbeddedWalletUser,
  wallet: Type.Union([EmbeddedWalletKeys, Type.Null()]),
});
export type EmbeddedWalletSocialLogin = Static<typeof EmbeddedWalletSocialLogin>;

/**
 * POST /v1/wallet/social/verify's answer when the provider's verified email already has an email-login wallet: the
 * identity is not linked yet. A code went to that email (as for email login); POST /v1/wallet/social/link with it
 * links the identity to that wallet and answers as verify does (docs/embedded-wallet.md "Social login: linking").
 */
export const EmbeddedWalletSocialLinkRequired = Type.Object({
  link: Type.Object({
    /** The email the code went to (the provider's verified email, lower-cased). */
    email: emailField,
    /** The provider's username, null when it gave none. */
    username: Type.Union([Type.String(), Type.Null()]),
  }),
});
export type EmbeddedWalletSocialLinkRequired = Static<typeof EmbeddedWalletSocialLinkRequired>;

/** Everything POST /v1/wallet/social/verify answers with 200. */
export const EmbeddedWalletSocialVerifyResponse = Type.Union([
  EmbeddedWalletSocialLogin,
  EmbeddedWalletSocialLinkRequired,
]);
export type EmbeddedWalletSocialVerifyResponse = Static<typeof EmbeddedWalletSocialVerifyResponse>;

/**
 * The body of POST /v1/wallet/social/link/otp (a new code for a pending link, within the email cooldown): the
 * social login's state and the frame's PKCE verifier, which bind the pending link to the frame that verified it.
 */
export const EmbeddedWalletSocialLinkResendBody = Type.Object(
  {
    state: EmbeddedWalletSocialVerifyBody.properties.state,
    codeVerifier: EmbeddedWalletSocialVerifyBody.properties.codeVerifier,
  },
  { additionalProperties: false },
);
export type EmbeddedWalletSocialLinkResendBody = Static<typeof EmbeddedWalletSocialLinkResendBody>;

/** The body of POST /v1/wallet/social/link: the pending link (state and verifier) and the code mailed for it. */
export const EmbeddedWalletSocialLinkBody = Type.Object(
  {
    state: EmbeddedWalletSocialVerifyBody.properties.state,
    codeVerifier: EmbeddedWalletSocialVerifyBody.properties.codeVerifier,
    otp: otpField,
  },
  { additionalProperties: false },
);
export type EmbeddedWalletSocialLinkBody = Static<typeof EmbeddedWalletSocialLinkBody>;

/**
 * One way into the wallet, as GET /v1/wallet/user lists them: its login email, and each social identity linked to
 * it (the provider and the username the provider gave at its latest login).
 */
export const EmbeddedWalletLoginMethod = Type.Union([
  Type.Object({ kind: Type.Literal('email'), email: Type.String() }),
  Type.Object({
    kind: Type.Literal('social'),
    provider: Type.Union(
      [...socialProviders, 'farcaster' as const].map((provider) => Type.Literal(provider)),
    ),
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
