import type { AccountState } from '../../connected/account/types.js';
import type { PorticoState } from '../../instance/porticoState.js';
import type { EmailLoginState, EmailUpdateState } from './embeddedWalletState.js';

export const selectEmailLogin = (state: Pick<PorticoState, 'embeddedWallet'>): EmailLoginState =>
  state.embeddedWallet.login;

export const selectEmailUpdate = (state: Pick<PorticoState, 'embeddedWallet'>): EmailUpdateState =>
  state.embeddedWallet.update;

/** The email of the active namespace's account when it is connected through the embedded wallet (§3 User). */
export function selectAuthEmail(state: Pick<PorticoState, 'accounts' | 'connection'>): string | undefined {
  const account = state.accounts[state.connection.activeNamespace];
  if (account?.status !== 'connected' || account.connectedWalletInfo?.type !== 'AUTH') return undefined;
  return account.user?.email ?? undefined;
}

/** How an embedded-wallet account logged in with a social provider: the provider, and its username when known. */
export interface AuthSocialLogin {
  provider: NonNullable<AccountState['socialProvider']>;
  username?: string;
}

/**
 * The social logins of the active namespace's account when it is connected through the embedded wallet; the
 * Account view lists them (beside the login email) as the wallet's login methods. The frame's list of the wallet's
 * login methods when it gave one (an email wallet may have social logins linked to it); else the provider this
 * browser logged in with, for a wallet without a login email.
 */
export function selectAuthSocialLogins(
  state: Pick<PorticoState, 'accounts' | 'connection'>,
): readonly AuthSocialLogin[] {
  const account = state.accounts[state.connection.activeNamespace];
  if (account?.status !== 'connected' || account.connectedWalletInfo?.type !== 'AUTH') return [];
  const methods = account.user?.loginMethods;
  if (methods) {
    return methods.flatMap((method) =>
      method.kind === 'social'
        ? [{ provider: method.provider, ...(method.username ? { username: method.username } : {}) }]
        : [],
    );
  }
  if (!account.socialProvider || account.user?.email) return [];
  const username = account.user?.userName;
  return [{ provider: account.socialProvider, ...(username ? { username } : {}) }];
}
