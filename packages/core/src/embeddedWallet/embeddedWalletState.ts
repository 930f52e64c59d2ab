/** §4 email login, Portico's steps: the email, the device (a wallet that exists, on a new device), the code, the recovery password of a brand-new wallet, then the connection. */
export type EmailLoginStep = 'email' | 'device' | 'otp' | 'recovery' | 'connected';

/** §4 email update: the new email, the code sent to the current email, then the code sent to the new one. */
export type EmailUpdateStep = 'newEmail' | 'primaryOtp' | 'secondaryOtp';

/** The secure frame as core asked for it: not yet, loading, ready, or its load failed (§8 alert shown). */
export type FrameStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface EmailLoginState {
  step: EmailLoginStep;
  /** The email the code was sent to. */
  email: string;
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

/** The embedded wallet: its frame, the email-login steps and the email-update steps. */
export interface EmbeddedWalletState {
  frame: FrameStatus;
  login: EmailLoginState;
  update: EmailUpdateState;
}

export const initialEmailLoginState: EmailLoginState = { step: 'email', email: '', loading: false };
export const initialEmailUpdateState: EmailUpdateState = { step: 'newEmail', newEmail: '', loading: false };

export const initialEmbeddedWalletState: EmbeddedWalletState = {
  frame: 'idle',
  login: initialEmailLoginState,
  update: initialEmailUpdateState,
};
