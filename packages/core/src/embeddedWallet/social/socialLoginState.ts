import type { SocialProvider } from '../../shared/validation/socialProvider.js';

/**
 * §4 social login, Portico's steps on ConnectingSocial: the provider's window is open (`popup`), the wallet needs
 * its recovery password (typed in the secure frame), or the login failed (its message, with Retry).
 */
export type SocialLoginStep = 'popup' | 'recovery' | 'failed';

export interface SocialLoginState {
  provider?: SocialProvider;
  step: SocialLoginStep;
  /** On the recovery step: a new wallet's password is chosen, or an existing wallet is unlocked on this device. */
  recovery?: 'create' | 'unlock';
  error?: string;
}

export const initialSocialLoginState: SocialLoginState = { step: 'popup' };
