import { type EmailLoginState, selectEmailLogin } from '@portico/core';
import { useMemo } from 'react';
import { usePorticoInstance } from '../context/PorticoContext.js';
import { usePorticoState } from './usePorticoState.js';

export interface UseEmailLoginResult extends EmailLoginState {
  /** Step 'email': sends the code (§5 email and cooldown checks run in core); the step becomes 'otp'. */
  submitEmail(email: string): Promise<void>;
  /** Step 'otp': the 6-digit code; then 'recovery' (the secure frame) or 'connected'. */
  submitOtp(otp: string): Promise<void>;
  resend(): Promise<void>;
  /** Starts over at the email step. */
  reset(): void;
  /** The recovery step's secure frame, shown over `anchor` until the returned function runs. */
  attachSecureFrame(anchor: HTMLElement): () => void;
}

/** §4 email login for a dApp's own form: email → code → (recovery password) → connected. */
export function useEmailLogin(): UseEmailLoginResult {
  const portico = usePorticoInstance();
  const login = usePorticoState(selectEmailLogin);
  const actions = useMemo(
    () => ({
      submitEmail: (email: string) => portico.connectEmail(email),
      submitOtp: (otp: string) => portico.submitEmailOtp(otp),
      resend: () => portico.resendEmailCode(),
      reset: () => portico.resetEmailLogin(),
      attachSecureFrame: (anchor: HTMLElement) => portico.attachSecureFrame(anchor),
    }),
    [portico],
  );
  return { ...login, ...actions };
}
