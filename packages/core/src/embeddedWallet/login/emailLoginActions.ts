import type { EmailConnectAction } from '../../domain/connectorSource/embeddedWalletSource.js';
import { formatMessage } from '../../shared/errors/catalogue.js';
import { canTriggerEmailCode } from '../rules/emailCodeTrigger.js';
import { authConnectorId } from './authConnector.js';
import { embeddedStorageKeys } from './embeddedStorageKeys.js';
import type { EmbeddedWalletEnv } from './embeddedWalletEnv.js';
import { type EmailLoginState, type EmailLoginStep, initialEmailLoginState } from './embeddedWalletState.js';

export interface EmailLoginActions {
  /**
   * The Connect view's Continue: §5 email-code trigger (a valid email, no request in flight, the 30 s cooldown:
   * 'Please try again after N seconds'), then connect email; its answer leads to the device or code step on
   * EmailLogin, or straight to the connection. Never rejects: the outcome is in `embeddedWallet.login`.
   */
  connectEmail(email: string): Promise<void>;
  /** Sends the code again to the same email, under the same §5 rules. */
  resendEmailCode(): Promise<void>;
  /**
   * The code step: the 6-digit code mailed to the email. A wallet that needs its recovery password (a new one, or
   * one this device does not hold yet) goes to the recovery step, where the visitor types it in the secure frame;
   * then, or at once, the wallet connects.
   */
  submitEmailOtp(otp: string): Promise<void>;
  /** Back to the email step (leaving EmailLogin). */
  resetEmailLogin(): void;
}

// The device step comes after the code: before it, nobody may learn whether an email has a wallet.
const stepOf: Record<Exclude<EmailConnectAction, 'CONNECT'>, EmailLoginStep> = {
  VERIFY_DEVICE: 'otp',
  VERIFY_OTP: 'otp',
};

/** §4 email login: connect email → code → (recovery password, in the frame) → the user, as a core connection. */
export function createEmailLoginActions(env: EmbeddedWalletEnv): EmailLoginActions {
  const { rt, source } = env;
  /** Ends the frame's recovery-password form when the steps start over (reset, or the modal closed). */
  let recovery: AbortController | undefined;
  const endRecovery = () => {
    recovery?.abort();
    recovery = undefined;
  };
  rt.store.subscribe(
    (state) => state.modal.open,
    (open) => {
      if (!open) endRecovery();
    },
  );

  const update = (change: Partial<EmailLoginState>) =>
    rt.set((s) => ({
      ...s,
      embeddedWallet: { ...s.embeddedWallet, login: { ...s.embeddedWallet.login, ...change } },
    }));
  const login = () => rt.get().embeddedWallet.login;

  /** Runs a step's call with its loading flag; a failure becomes the step's error. */
  const step = async (call: () => Promise<void>) => {
    if (login().loading) return;
    update({ loading: true, error: undefined });
    try {
      await call();
    } catch (error) {
      update({ error: env.fail(error) });
    } finally {
      update({ loading: false });
    }
  };

  /** §4 "the user is fetched": core's connection machine connects the AUTH connector, now logged in. */
  const finish = async () => {
    const { email } = login();
    await env.connect(authConnectorId(rt, source));
    rt.storage.set(embeddedStorageKeys.emailLoginUsed, true);
    rt.storage.set(embeddedStorageKeys.email, email);
    // The connection usually closes the modal, which has started the steps over for the next login.
    if (rt.get().modal.open) update({ step: 'connected' });
  };

  const sendCode = async (email: string) => {
    const trigger = canTriggerEmailCode({
      email,
      lastCodeSentAtMs: rt.storage.get(embeddedStorageKeys.lastEmailLoginTime),
      sending: login().loading,
      nowMs: Date.now(),
    });
    if (!trigger.allowed) {
      if (trigger.reason === 'sending') return;
      update({
        error:
          trigger.reason === 'cooldown'
            ? formatMessage('EMAIL_COOLDOWN', { seconds: trigger.retryAfterSeconds })
            : formatMessage('EMAIL_INVALID'),
      });
      return;
    }
    await step(async () => {
      await env.frameReady();
      update({ email });
      const { action } = await source.connectEmail({ email });
      if (action === 'CONNECT') return finish();
      // A code went out: the §5 cooldown counts from now.
      rt.storage.set(embeddedStorageKeys.lastEmailLoginTime, Date.now());
      update({ step: stepOf[action] });
      if (rt.get().router.view !== 'EmailLogin') env.modal.navigate('EmailLogin');
    });
  };

  return {
    connectEmail: (email) => sendCode(email.trim()),
    resendEmailCode: () => sendCode(login().email),
    submitEmailOtp: (otp) =>
      step(async () => {
        const { recoveryPassword } = await source.connectOtp({ otp: otp.trim() });
        if (recoveryPassword !== 'none') {
          update({ step: 'recovery', recovery: recoveryPassword });
          recovery = new AbortController();
          await source.recoveryPassword({ signal: recovery.signal });
        }
        await finish();
      }),
    resetEmailLogin() {
      endRecovery();
      update(initialEmailLoginState);
      if (rt.get().router.view === 'EmailLogin') env.modal.leave();
    },
  };
}
