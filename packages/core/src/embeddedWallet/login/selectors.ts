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
