import { PorticoError } from '../../shared/errors/PorticoError.js';
import {
  createFarcasterLoginActions,
  type FarcasterLoginActions,
} from '../farcaster/farcasterLoginActions.js';
import {
  createSocialLoginActions,
  type SocialLoginActions,
  type SocialLoginEnv,
} from '../social/socialLoginActions.js';
import { initialSocialLoginState } from '../social/socialLoginState.js';
import { followAuthUser } from './authUser.js';
import { createEmailLoginActions, type EmailLoginActions } from './emailLoginActions.js';
import { createEmailUpdateActions, type EmailUpdateActions } from './emailUpdateActions.js';
import type { EmbeddedWalletEnv } from './embeddedWalletEnv.js';
import { initialEmailLoginState, initialEmbeddedWalletState } from './embeddedWalletState.js';
import { createFrameLoader, type FrameLoaderEnv } from './frameLoader.js';

export type EmbeddedWalletActions = EmailLoginActions &
  EmailUpdateActions &
  SocialLoginActions &
  FarcasterLoginActions;

/**
 * The embedded wallet of an instance: its source's frame loaded by the §5 rules, the email-login, email-update
 * social-login and Farcaster-login steps, and the account's User.
 */
export function createEmbeddedWalletActions(
  env: Omit<SocialLoginEnv, 'frameReady'> & Omit<FrameLoaderEnv, 'rt' | 'source'>,
): EmbeddedWalletActions {
  const { rt } = env;
  const loader = createFrameLoader(env);
  const full: SocialLoginEnv = { ...env, frameReady: loader.frameReady };
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
  return {
    ...createEmailLoginActions(full),
    ...createEmailUpdateActions(full),
    ...createSocialLoginActions(full),
    ...createFarcasterLoginActions(full),
  };
}

/** An instance without an embedded wallet: every step ends with 'No auth connector found'. */
export function embeddedWalletUnavailable(rt: EmbeddedWalletEnv['rt']): EmbeddedWalletActions {
  const message = new PorticoError('NO_AUTH_CONNECTOR').message;
  const fail = (slice: 'login' | 'update' | 'social') => async () =>
    rt.set((s) => ({
      ...s,
      embeddedWallet: { ...s.embeddedWallet, [slice]: { ...s.embeddedWallet[slice], error: message } },
    }));
  return {
    connectEmail: fail('login'),
    resendEmailCode: fail('login'),
    submitEmailOtp: fail('login'),
    resetEmailLogin: () =>
      rt.set((s) => ({ ...s, embeddedWallet: { ...s.embeddedWallet, login: initialEmailLoginState } })),
    startEmailUpdate: () => void fail('update')(),
    submitNewEmail: fail('update'),
    submitEmailUpdatePrimaryOtp: fail('update'),
    submitEmailUpdateSecondaryOtp: fail('update'),
    connectSocial: fail('social'),
    submitSocialLinkOtp: fail('social'),
    resendSocialLinkCode: fail('social'),
    connectFarcaster: async () =>
      rt.set((s) => ({
        ...s,
        embeddedWallet: { ...s.embeddedWallet, farcaster: { step: 'failed', error: message } },
      })),
    resetSocialLogin: () =>
      rt.set((s) => ({ ...s, embeddedWallet: { ...s.embeddedWallet, social: initialSocialLoginState } })),
  };
}
