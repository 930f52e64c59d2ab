import { type Static, Type } from '@sinclair/typebox';
import { otpField } from './embeddedWalletFields.js';

// §4 email update (docs/embedded-wallet.md): POST /v1/wallet/email/update takes the new email
// (`EmbeddedWalletEmailBody`) and mails a code to the current one; POST /v1/wallet/email/update/primary takes that
// code and mails one to the new email; POST /v1/wallet/email/update/secondary takes the second and changes the email.

/** The body of POST /v1/wallet/email/update/primary and /v1/wallet/email/update/secondary. */
export const EmbeddedWalletOtpBody = Type.Object({ otp: otpField }, { additionalProperties: false });
export type EmbeddedWalletOtpBody = Static<typeof EmbeddedWalletOtpBody>;

/** POST /v1/wallet/email/update's answer: the code to the current email comes next. */
export const EmbeddedWalletUpdateEmailResponse = Type.Object({ action: Type.Literal('VERIFY_PRIMARY_OTP') });
export type EmbeddedWalletUpdateEmailResponse = Static<typeof EmbeddedWalletUpdateEmailResponse>;

/** POST /v1/wallet/email/update/primary's answer: the code to the new email comes next. */
export const EmbeddedWalletUpdatePrimaryResponse = Type.Object({
  action: Type.Literal('VERIFY_SECONDARY_OTP'),
});
export type EmbeddedWalletUpdatePrimaryResponse = Static<typeof EmbeddedWalletUpdatePrimaryResponse>;

/** POST /v1/wallet/email/update/secondary's answer: the user's email now (lower-cased). */
export const EmbeddedWalletUpdateSecondaryResponse = Type.Object({ newEmail: Type.String() });
export type EmbeddedWalletUpdateSecondaryResponse = Static<typeof EmbeddedWalletUpdateSecondaryResponse>;
