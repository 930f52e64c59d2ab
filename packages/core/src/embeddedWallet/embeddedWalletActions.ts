import { isEmbeddedWalletSource } from '../embedded/embeddedWalletSource.js';
import { PorticoError } from '../errors/PorticoError.js';
import { followAuthUser } from './authUser.js';
import { createEmailLoginActions, type EmailLoginActions } from './emailLoginActions.js';
import { createEmailUpdateActions, type EmailUpdateActions } from './emailUpdateActions.js';
import type { EmbeddedWalletEnv } from './embeddedWalletEnv.js';
import { initialEmailLoginState, initialEmbeddedWalletState } from './embeddedWalletState.js';
import { createFrameLoader, type FrameLoaderEnv } from './frameLoader.js';

export type EmbeddedWalletActions = EmailLoginActions & EmailUpdateActions;

/**
 * The embedded wallet of an instance: the first configured source of kind `embedded`, its frame loaded by the
 * §5 rules, the email-login and email-update steps, and the account's User. Without such a source every step
 * ends with 'No auth connector found'.
 */
export function createEmbeddedWalletActions(
  env: Omit<EmbeddedWalletEnv, 'source' | 'frameReady'> & Omit<FrameLoaderEnv, 'rt' | 'source'>,
): EmbeddedWalletActions {
  const { rt } = env;
  const source = [...rt.sources.values()].find(isEmbeddedWalletSource);
  if (!source) return withoutSource(env.rt);
  const loader = createFrameLoader({ ...env, source });
  const full: EmbeddedWalletEnv = { ...env, source, frameReady: loader.frameReady };
  followAuthUser(full);
  // Closing the modal starts the steps over (§2 closing resets the view).
  rt.store.subscribe(
    (state) => state.modal.open,
    (open) =>
      !open &&
      rt.set((s) => ({
        ...s,
        embeddedWallet: { ...initialEmbeddedWalletState, frame: s.embeddedWallet.frame },
      })),
  );
  return { ...createEmailLoginActions(full), ...createEmailUpdateActions(full) };
}

function withoutSource(rt: EmbeddedWalletEnv['rt']): EmbeddedWalletActions {
  const message = new PorticoError('NO_AUTH_CONNECTOR').message;
  const fail = (slice: 'login' | 'update') => async () =>
    rt.set((s) => ({
      ...s,
      embeddedWallet: { ...s.embeddedWallet, [slice]: { ...s.embeddedWallet[slice], error: message } },
    }));
  return {
    connectEmail: fail('login'),
    resendEmailCode: fail('login'),
    submitEmailDevice: fail('login'),
    submitEmailOtp: fail('login'),
    submitRecoveryPassword: fail('login'),
    resetEmailLogin: () =>
      rt.set((s) => ({ ...s, embeddedWallet: { ...s.embeddedWallet, login: initialEmailLoginState } })),
    startEmailUpdate: () => void fail('update')(),
    submitNewEmail: fail('update'),
    submitEmailUpdatePrimaryOtp: fail('update'),
    submitEmailUpdateSecondaryOtp: fail('update'),
  };
}
