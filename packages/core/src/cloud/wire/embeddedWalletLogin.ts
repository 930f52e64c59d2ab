import { type Static, Type } from '@sinclair/typebox';
import { emailField, otpField } from './embeddedWalletFields.js';
import { EmbeddedWalletKeys } from './embeddedWalletKeys.js';
import { EmbeddedWalletEmailUser, EmbeddedWalletSession } from './embeddedWalletSession.js';

/**
 * The body of POST /v1/wallet/email/otp (a login code to the email; the answer is `{}` whether or not the email
 * has a user) and of POST /v1/wallet/email/update (the new email).
 */
export const EmbeddedWalletEmailBody = Type.Object({ email: emailField }, { additionalProperties: false });
export type EmbeddedWalletEmailBody = Static<typeof EmbeddedWalletEmailBody>;

/** The body of POST /v1/wallet/email/verify: the email and the code mailed to it. */
export const EmbeddedWalletVerifyBody = Type.Object(
  { email: emailField, otp: otpField },
  { additionalProperties: false },
);
export type EmbeddedWalletVerifyBody = Static<typeof EmbeddedWalletVerifyBody>;

/**
 * POST /v1/wallet/email/verify's answer: a new session, its user (created at the first login) and the user's
 * wallet, null when there is none yet.
 */
export const EmbeddedWalletLogin = Type.Object({
  session: EmbeddedWalletSession,
  user: EmbeddedWalletEmailUser,
  wallet: Type.Union([EmbeddedWalletKeys, Type.Null()]),
});
export type EmbeddedWalletLogin = Static<typeof EmbeddedWalletLogin>;
