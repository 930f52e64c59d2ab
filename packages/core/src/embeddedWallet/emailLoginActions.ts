import { canTriggerEmailCode } from '../embedded/emailCodeTrigger.js';
import type { EmailConnectAction } from '../embedded/embeddedWalletSource.js';
import { formatMessage } from '../errors/catalogue.js';
import { storageKeys } from '../storage/storageKeys.js';
import { authConnectorId } from './authConnector.js';
import type { EmbeddedWalletEnv } from './embeddedWalletEnv.js';
import { type EmailLoginState, type EmailLoginStep, initialEmailLoginState } from './embeddedWalletState.js';
import { checkRecoveryPassword, recoveryPasswordMinLength } from './recoveryPassword.js';

export interface EmailLoginActions {
  /**
   * The Connect view's Continue: §5 email-code trigger (a valid email, no request in flight, the 30 s cooldown:
   * 'Please try again after N seconds'), then connect email; its answer leads to the device or code step on
   * EmailLogin, or straight to the connection. Never rejects: the outcome is in `embeddedWallet.login`.
   */
  connectEmail(email: string): Promise<void>;
  /** Sends the code again to the same email, under the same §5 rules. */
  resendEmailCode(): Promise<void>;
  /** The device step: the recovery password of the wallet this device does not hold yet. */
  submitEmailDevice(recoveryPassword: string): Promise<void>;
  /** The code step: the 6-digit code mailed to the email. */
  submitEmailOtp(otp: string): Promise<void>;
  /** The recovery step of a brand-new wallet: a password of at least 8 characters, typed twice. */
  submitRecoveryPassword(password: string, confirmation: string): Promise<void>;
  /** Back to the email step (leaving EmailLogin). */
  resetEmailLogin(): void;
}

const stepOf: Record<Exclude<EmailConnectAction, 'CONNECT'>, EmailLoginStep> = {
  VERIFY_DEVICE: 'device',
  VERIFY_OTP: 'otp',
};

/** §4 email login: connect email → (device) → code → (recovery password) → the user, as a core connection. */
export function createEmailLoginActions(env: EmbeddedWalletEnv): EmailLoginActions {
  const { rt, source } = env;

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
    rt.storage.set(storageKeys.emailLoginUsed, true);
    rt.storage.set(storageKeys.email, email);
    // The connection usually closes the modal, which has started the steps over for the next login.
    if (rt.get().modal.open) update({ step: 'connected' });
  };

  const sendCode = async (email: string) => {
    const trigger = canTriggerEmailCode({
      email,
      lastCodeSentAtMs: rt.storage.get(storageKeys.lastEmailLoginTime),
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
      rt.storage.set(storageKeys.lastEmailLoginTime, Date.now());
      update({ step: stepOf[action] });
      if (rt.get().router.view !== 'EmailLogin') env.modal.navigate('EmailLogin');
    });
  };

  return {
    connectEmail: (email) => sendCode(email.trim()),
    resendEmailCode: () => sendCode(login().email),
    submitEmailDevice: (recoveryPassword) =>
      step(async () => {
        await source.connectDevice({ recoveryPassword });
        update({ step: 'otp' });
      }),
    submitEmailOtp: (otp) =>
      step(async () => {
        const { needsRecoveryPassword } = await source.connectOtp({ otp: otp.trim() });
        if (needsRecoveryPassword) return update({ step: 'recovery' });
        await finish();
      }),
    async submitRecoveryPassword(password, confirmation) {
      const problem = checkRecoveryPassword(password, confirmation);
      if (problem) return update({ error: formatMessage(problem, { min: recoveryPasswordMinLength }) });
      await step(async () => {
        await source.setRecoveryPassword({ password });
        await finish();
      });
    },
    resetEmailLogin() {
      update(initialEmailLoginState);
      if (rt.get().router.view === 'EmailLogin') env.modal.leave();
    },
  };
}
