import type { MessageKey, PorticoState, Translate, ViewName } from '@portico/core';
import { socialProviderName } from '../../views/shared/socialProviderName.js';

const titles: Record<ViewName, MessageKey | string> = {
  Connect: 'title.Connect',
  Account: 'title.Account',
  AllWallets: 'title.AllWallets',
  Networks: 'title.Networks',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingWalletConnectBasic: 'WalletConnect',
  ConnectingExternal: 'title.ConnectingExternal',
  EmailLogin: 'title.EmailLogin',
  ConnectingSocial: 'title.ConnectingSocial',
  ConnectingFarcaster: 'Farcaster',
  UpdateEmailWallet: 'title.UpdateEmailWallet',
  ProfileWallets: 'title.ProfileWallets',
  ApproveTransaction: 'title.ApproveTransaction',
  SIWXSignMessage: 'title.SIWXSignMessage',
  SwitchNetwork: 'title.SwitchNetwork',
  SwitchActiveChain: 'title.SwitchActiveChain',
  UnsupportedChain: 'title.SwitchNetwork',
  WalletSend: 'title.WalletSend',
  WalletSendPreview: 'title.WalletSendPreview',
  WalletReceive: 'title.WalletReceive',
  CallsStatus: 'title.CallsStatus',
  Swap: 'title.Swap',
  OnRampProviders: 'title.OnRamp',
  OnRampBuy: 'title.OnRamp',
};

/** The header text of the current view: the wallet's or network's name where the view is about one. */
export function viewTitle(state: PorticoState, t: Translate): string {
  const { router } = state;
  if (router.view === 'ConnectingExternal' && router.data && 'connectorId' in router.data) {
    const { connectorId } = router.data;
    const connector = state.connectors.connectors.find((candidate) => candidate.id === connectorId);
    if (connector) return connector.name;
  }
  if (router.view === 'SwitchNetwork' && router.data && 'network' in router.data && router.data.network) {
    return router.data.network.name;
  }
  const { provider } = state.embeddedWallet.social;
  if (router.view === 'ConnectingSocial' && provider) return socialProviderName(provider);
  const title = titles[router.view];
  // Brand names (WalletConnect, Farcaster) are not translated.
  return title.startsWith('title.') ? t(title as MessageKey) : title;
}
