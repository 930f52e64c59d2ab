import { type Static, Type } from '@sinclair/typebox';

// Farcaster login into the embedded wallet (docs/embedded-wallet.md, "Farcaster"): Sign In With Farcaster through a
// Farcaster Auth relay, with Portico Cloud as the app client. POST /v1/wallet/farcaster/start (with the S256 challenge
// of a verifier the secure frame keeps) opens a relay channel and answers its URL, which the modal shows as a QR code;
// POST /v1/wallet/farcaster/verify (the channel's token and the frame's verifier) waits for the Farcaster app's
// approval, verifies the signed message against the ID registry and logs in as the fid's user.

/** The body of POST /v1/wallet/farcaster/start: the S256 challenge of the frame's verifier (RFC 7636, 43 characters). */
export const EmbeddedWalletFarcasterStartBody = Type.Object(
  { codeChallenge: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }) },
  { additionalProperties: false },
);
export type EmbeddedWalletFarcasterStartBody = Static<typeof EmbeddedWalletFarcasterStartBody>;

/** POST /v1/wallet/farcaster/start's answer: the channel's URL (§3 farcasterUrl) and its token. */
export const EmbeddedWalletFarcasterStartResponse = Type.Object({
  url: Type.String(),
  channelToken: Type.String(),
});
export type EmbeddedWalletFarcasterStartResponse = Static<typeof EmbeddedWalletFarcasterStartResponse>;

/** The body of POST /v1/wallet/farcaster/verify: the channel the start opened and the verifier of its challenge. */
export const EmbeddedWalletFarcasterVerifyBody = Type.Object(
  {
    channelToken: Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }),
    codeVerifier: Type.String({ pattern: '^[A-Za-z0-9._~-]{43,128}$' }),
  },
  { additionalProperties: false },
);
export type EmbeddedWalletFarcasterVerifyBody = Static<typeof EmbeddedWalletFarcasterVerifyBody>;

/**
 * POST /v1/wallet/farcaster/verify's answer while the Farcaster app has not approved the channel yet (HTTP 202): the
 * frame asks again. Once approved, the answer is EmbeddedWalletSocialLogin (HTTP 200).
 */
export const EmbeddedWalletFarcasterPending = Type.Object({ status: Type.Literal('pending') });
export type EmbeddedWalletFarcasterPending = Static<typeof EmbeddedWalletFarcasterPending>;
