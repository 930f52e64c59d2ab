import { type FarcasterLoginState, initialFarcasterLoginState } from '../farcaster/farcasterLoginState.js';
import { initialSocialLoginState, type SocialLoginState } from '../social/socialLoginState.js';

/**
 * §4 email login, Portico's steps: the email, the code, the recovery password (typed in the secure frame: a new
 * wallet's, or the one that unlocks an existing wallet on this device), then the connection.
 */
export type EmailLoginStep = 'email' | 'otp' | 'recovery' | 'connected';

/** §4 email update: the new email, the code sent to the current email, then the code sent to the new one. */
export type EmailUpdateStep = 'newEmail' | 'primaryOtp' | 'secondaryOtp';

/** The secure frame as core asked for it: not yet, loading, ready, or its load failed (§8 alert shown). */
export type FrameStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface EmailLoginState {
  step: EmailLoginStep;
  /** The email the code was sent to. */
  email: string;
  /** On the recovery step: a new wallet's password is chosen, or an existing wallet is unlocked on this device. */
  recovery?: 'create' | 'unlock';
  /** A call of the current step is under way. */
  loading: boolean;
  /** The current step's failure, as shown under its field. */
  error?: string;
}

export interface EmailUpdateState {
  step: EmailUpdateStep;
  newEmail: string;
  loading: boolean;
  error?: string;
}

/** The embedded wallet: its frame, the email-login, email-update, social-login and Farcaster-login steps. */
export interface EmbeddedWalletState {
  frame: FrameStatus;
  login: EmailLoginState;
  update: EmailUpdateState;
  social: SocialLoginState;
  farcaster: FarcasterLoginState;
}

export const initialEmailLoginState: EmailLoginState = { step: 'email', email: '', loading: false };
export const initialEmailUpdateState: EmailUpdateState = { step: 'newEmail', newEmail: '', loading: false };

export const initialEmbeddedWalletState: EmbeddedWalletState = {
  frame: 'idle',
  login: initialEmailLoginState,
  update: initialEmailUpdateState,
  social: initialSocialLoginState,
  farcaster: initialFarcasterLoginState,
};

declare module '../../instance/porticoState.js' {
  interface PorticoState {
    /** The embedded wallet: its secure frame, the email-login and email-update steps. */
    embeddedWallet: EmbeddedWalletState;
  }
}
