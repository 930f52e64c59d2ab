import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { EmailUpdateAction } from '../../domain/connectorSource/embeddedWalletSource.js';
import type { PorticoState } from '../../instance/porticoState.js';
import { formatMessage } from '../../shared/errors/catalogue.js';
import { isEmail } from '../../shared/validation/email.js';
import { embeddedStorageKeys } from './embeddedStorageKeys.js';
import type { EmbeddedWalletEnv } from './embeddedWalletEnv.js';
import {
  type EmailUpdateState,
  type EmailUpdateStep,
  initialEmailUpdateState,
} from './embeddedWalletState.js';

export interface EmailUpdateActions {
  /** The Account view's "Update email": UpdateEmailWallet at its first step. */
  startEmailUpdate(): void;
  /** The new email (§5 valid email): a code goes to the current email. */
  submitNewEmail(email: string): Promise<void>;
  /** The code sent to the current email: a code goes to the new one. */
  submitEmailUpdatePrimaryOtp(otp: string): Promise<void>;
  /** The code sent to the new email: the account's email becomes the new one and the view closes. */
  submitEmailUpdateSecondaryOtp(otp: string): Promise<void>;
}

const stepOf: Record<EmailUpdateAction, EmailUpdateStep> = {
  VERIFY_PRIMARY_OTP: 'primaryOtp',
  VERIFY_SECONDARY_OTP: 'secondaryOtp',
};

/** Every account of the embedded wallet's connection gets the new email (§3 User). */
function withEmail(state: PorticoState, sourceId: string, email: string): PorticoState {
  const accounts = { ...state.accounts };
  for (const [namespace, connections] of Object.entries(state.connection.connections)) {
    const account = accounts[namespace as ChainNamespace];
    const current = state.connection.connectorIds[namespace as ChainNamespace];
    const isAuth = connections?.some((c) => c.sourceId === sourceId && c.connectorId === current);
    if (account?.user && isAuth)
      accounts[namespace as ChainNamespace] = { ...account, user: { ...account.user, email } };
  }
  return { ...state, accounts };
}

/** §4 email update: update email → primary code → secondary code → the new email. */
export function createEmailUpdateActions(env: EmbeddedWalletEnv): EmailUpdateActions {
  const { rt, source } = env;
  const update = (change: Partial<EmailUpdateState>) =>
    rt.set((s) => ({
      ...s,
      embeddedWallet: { ...s.embeddedWallet, update: { ...s.embeddedWallet.update, ...change } },
    }));

  const step = async (call: () => Promise<void>) => {
    if (rt.get().embeddedWallet.update.loading) return;
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
    startEmailUpdate() {
      update(initialEmailUpdateState);
      env.modal.navigate('UpdateEmailWallet');
    },
    async submitNewEmail(email) {
      const newEmail = email.trim();
      if (!isEmail(newEmail)) return update({ error: formatMessage('EMAIL_INVALID') });
      await step(async () => {
        const { action } = await source.updateEmail({ email: newEmail });
        update({ newEmail, step: stepOf[action] });
      });
    },
    submitEmailUpdatePrimaryOtp: (otp) =>
      step(async () => {
        const { action } = await source.updateEmailPrimaryOtp({ otp: otp.trim() });
        update({ step: stepOf[action] });
      }),
    submitEmailUpdateSecondaryOtp: (otp) =>
      step(async () => {
        const { newEmail } = await source.updateEmailSecondaryOtp({ otp: otp.trim() });
        rt.set((s) => withEmail(s, source.id, newEmail));
        rt.storage.set(embeddedStorageKeys.email, newEmail);
        update(initialEmailUpdateState);
        env.modal.leave();
      }),
  };
}
