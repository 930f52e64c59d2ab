/**
 * §4 Farcaster login, Portico's steps on ConnectingFarcaster: the relay channel's URL is shown for the Farcaster
 * app to approve (`channel`; the URL itself is the account's §3 `farcasterUrl`, unset while it is being fetched),
 * the wallet needs its recovery password (typed in the secure frame), or the login failed (its message, with Retry).
 */
export type FarcasterLoginStep = 'channel' | 'recovery' | 'failed';

export interface FarcasterLoginState {
  step: FarcasterLoginStep;
  /** On the recovery step: a new wallet's password is chosen, or an existing wallet is unlocked on this device. */
  recovery?: 'create' | 'unlock';
  error?: string;
}

export const initialFarcasterLoginState: FarcasterLoginState = { step: 'channel' };
