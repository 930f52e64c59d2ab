import type { SocialProvider } from '../../shared/validation/socialProvider.js';

/**
 * §4 social login, Portico's steps on ConnectingSocial: the provider's window is open (`popup`), the provider's
 * verified email already has an email wallet whose code links the login to it (`link`), the wallet needs its
 * recovery password (typed in the secure frame), or the login failed (its message, with Retry).
 */
export type SocialLoginStep = 'popup' | 'link' | 'recovery' | 'failed';

export interface SocialLoginState {
  provider?: SocialProvider;
  step: SocialLoginStep;
  /** On the recovery step: a new wallet's password is chosen, or an existing wallet is unlocked on this device. */
  recovery?: 'create' | 'unlock';
  /** On the link step: the email the code was sent to. */
  linkEmail?: string;
  /** On the link step: a code is being checked or sent. */
  loading?: boolean;
  /** The failure (`failed`), or the link step's error shown under its field. */
  error?: string;
}

export const initialSocialLoginState: SocialLoginState = { step: 'popup' };
