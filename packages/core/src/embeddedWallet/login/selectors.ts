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
 * The social login of the active namespace's account when it is connected through the embedded wallet by a social
 * provider (no login email); the Account view lists it as the wallet's login method.
 */
export function selectAuthSocialLogin(
  state: Pick<PorticoState, 'accounts' | 'connection'>,
): AuthSocialLogin | undefined {
  const account = state.accounts[state.connection.activeNamespace];
  if (account?.status !== 'connected' || account.connectedWalletInfo?.type !== 'AUTH') return undefined;
  if (!account.socialProvider || account.user?.email) return undefined;
  const username = account.user?.userName;
  return { provider: account.socialProvider, ...(username ? { username } : {}) };
}
