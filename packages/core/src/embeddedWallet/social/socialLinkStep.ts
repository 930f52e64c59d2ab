import type { OtpResult } from '../../domain/connectorSource/embeddedWalletSource.js';
import { untilAborted } from '../../domain/connectorSource/untilAborted.js';
import { formatMessage } from '../../shared/errors/catalogue.js';
import type { EmbeddedWalletEnv } from '../login/embeddedWalletEnv.js';
import { canTriggerEmailCode } from '../rules/emailCodeTrigger.js';
import type { SocialLoginState } from './socialLoginState.js';

export interface SocialLinkStep {
  /**
   * Shows the link step for `linkEmail` (a code was just sent there) and resolves with the frame's answer to the
   * right code: the recovery step of the email wallet the login is now linked to.
   */
  wait(linkEmail: string, signal: AbortSignal): Promise<OtpResult>;
  /** The code the visitor typed (trimmed, as EmailLogin's code step); a refusal is the step's error. */
  submit(otp: string): Promise<void>;
  /** Sends the code again, under the §5 email-code rules (the 30 s cooldown counts from the last code). */
  resend(): Promise<void>;
}

/**
 * The link step of a social login (docs/embedded-wallet.md "Social login: linking"): the provider's verified email
 * has an email wallet, which the login reaches only once that email's code is entered.
 */
export function createSocialLinkStep(
  env: EmbeddedWalletEnv,
  update: (change: Partial<SocialLoginState>) => void,
): SocialLinkStep {
  const { rt, source } = env;
  let waiting: { resolve(result: OtpResult): void } | undefined;
  let lastCodeSentAtMs: number | undefined;
  const social = () => rt.get().embeddedWallet.social;

  /** Runs the step's call with its loading flag; a failure becomes the step's error. */
  const run = async (call: () => Promise<void>) => {
    if (social().loading || social().step !== 'link') return;
    update({ loading: true, error: undefined });
    try {
      await call();
    } catch (error) {
      update({ error: env.fail(error) });
    } finally {
      update({ loading: false });
    }
  };

  return {
    wait(linkEmail, signal) {
      lastCodeSentAtMs = Date.now();
      update({ step: 'link', linkEmail, loading: false, error: undefined });
      return untilAborted(
        new Promise<OtpResult>((resolve) => {
          waiting = { resolve };
        }),
        signal,
      );
    },
    submit: (otp) =>
      run(async () => {
        const result = await source.connectOtp({ otp: otp.trim() });
        waiting?.resolve(result);
        waiting = undefined;
      }),
    async resend() {
      const trigger = canTriggerEmailCode({
        email: social().linkEmail,
        lastCodeSentAtMs,
        sending: social().loading === true,
        nowMs: Date.now(),
      });
      if (!trigger.allowed) {
        if (trigger.reason === 'cooldown') {
          update({ error: formatMessage('EMAIL_COOLDOWN', { seconds: trigger.retryAfterSeconds }) });
        }
        return;
      }
      await run(async () => {
        await source.resendLinkOtp();
        lastCodeSentAtMs = Date.now();
      });
    },
  };
}
