import {
  type FarcasterLoginState,
  type SocialLoginProvider,
  type SocialLoginState,
  selectSocialProviders,
} from '@portico/core';
import { useMemo } from 'react';
import { usePorticoInstance } from '../context/PorticoContext.js';
import { usePorticoState } from './usePorticoState.js';

export interface UseSocialLoginResult extends SocialLoginState {
  /** The social logins offered (Farcaster among them). */
  providers: ReturnType<typeof selectSocialProviders>;
  /** The Farcaster login's steps (its channel URL, for a QR code, is the account's `farcasterUrl`). */
  farcaster: FarcasterLoginState;
  /**
   * Logs in with `provider` (call it in the click: it opens the provider's window; Farcaster opens none); the steps
   * follow in `step` (`farcaster.step` for Farcaster), then the wallet connects.
   */
  connect(provider: SocialLoginProvider): Promise<void>;
  /** The link step's code (the provider's email already has an email wallet). */
  submitLinkOtp(otp: string): Promise<void>;
  /** Ends the login under way and starts over. */
  reset(): void;
}

/** §4 social login for a dApp's own buttons: provider → its window → (link, recovery) → connected. */
export function useSocialLogin(): UseSocialLoginResult {
  const portico = usePorticoInstance();
  const social = usePorticoState((state) => state.embeddedWallet.social);
  const providers = usePorticoState(selectSocialProviders);
  const farcaster = usePorticoState((state) => state.embeddedWallet.farcaster);
  const actions = useMemo(
    () => ({
      connect: (provider: SocialLoginProvider) =>
        provider === 'farcaster' ? portico.connectFarcaster() : portico.connectSocial(provider),
      submitLinkOtp: (otp: string) => portico.submitSocialLinkOtp(otp),
      reset: () => portico.resetSocialLogin(),
    }),
    [portico],
  );
  return { ...social, providers, farcaster, ...actions };
}
