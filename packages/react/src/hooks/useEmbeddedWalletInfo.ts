import type { ChainNamespace, SocialLoginProvider } from '@portico/core';
import { usePorticoState } from './usePorticoState.js';

export interface EmbeddedWalletInfo {
  /** How the visitor logged in: by email, or with a social provider (Farcaster among them). */
  authProvider: 'email' | SocialLoginProvider;
  /** §3 User: the login email, or the provider's username. */
  user: { email?: string; username?: string };
}

/**
 * The account's embedded-wallet login, when it is connected through the embedded wallet (the active namespace's
 * account by default); undefined otherwise.
 */
export function useEmbeddedWalletInfo(
  options: { namespace?: ChainNamespace } = {},
): EmbeddedWalletInfo | undefined {
  const account = usePorticoState(
    (state) => state.accounts[options.namespace ?? state.connection.activeNamespace],
  );
  const user = account?.connectedWalletInfo?.type === 'AUTH' ? account.user : undefined;
  if (!account || !user) return undefined;
  return {
    authProvider: user.email ? 'email' : (account.socialProvider ?? 'email'),
    user: {
      ...(user.email ? { email: user.email } : {}),
      ...(user.userName ? { username: user.userName } : {}),
    },
  };
}
