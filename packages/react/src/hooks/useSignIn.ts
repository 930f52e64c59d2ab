import type { SIWXSession, SignInStatus } from '@portico/core';
import { useMemo } from 'react';
import { usePorticoInstance } from '../context/PorticoContext.js';
import { usePorticoState } from './usePorticoState.js';

export interface UseSignInResult {
  /** Whether the dApp turned sign-in on (`siwx`). */
  enabled: boolean;
  status: SignInStatus;
  /** The active account's session on the active network, once signed in (its `token` for the dApp's server). */
  session: SIWXSession | undefined;
  signIn(): Promise<void>;
  signOut(): Promise<void>;
}

/** §4 sign-in for a dApp's pages: the status and session of the active account, and the actions to gate them. */
export function useSignIn(): UseSignInResult {
  const portico = usePorticoInstance();
  const enabled = usePorticoState((state) => state.siwx.enabled);
  const status = usePorticoState((state) => state.siwx.status);
  const session = usePorticoState((state) => state.siwx.session);
  const actions = useMemo(
    () => ({ signIn: () => portico.signIn(), signOut: () => portico.signOut() }),
    [portico],
  );
  return { enabled, status, session, ...actions };
}
