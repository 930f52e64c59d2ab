import type { PorticoState, ViewName } from '@portico/core';
import { socialProviderName } from '../../views/shared/socialProviderName.js';

const titles: Record<ViewName, string> = {
  Connect: 'Connect Wallet',
  Account: 'Account',
  AllWallets: 'All Wallets',
  Networks: 'Choose Network',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingWalletConnectBasic: 'WalletConnect',
  ConnectingExternal: 'Connecting',
  EmailLogin: 'Email Login',
  ConnectingSocial: 'Social Login',
  ConnectingFarcaster: 'Farcaster',
  UpdateEmailWallet: 'Update Email',
  ProfileWallets: 'Connected Wallets',
  ApproveTransaction: 'Approve Transaction',
  SIWXSignMessage: 'Sign In',
  SwitchNetwork: 'Switch Network',
  SwitchActiveChain: 'Switch Chain',
  UnsupportedChain: 'Switch Network',
  WalletSend: 'Send',
  WalletSendPreview: 'Review Send',
  WalletReceive: 'Receive',
  CallsStatus: 'Transaction Status',
  Swap: 'Swap',
  OnRampProviders: 'Buy Crypto',
  OnRampBuy: 'Buy Crypto',
};

/** The header text of the current view: the wallet's or network's name where the view is about one. */
export function viewTitle(state: PorticoState): string {
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
  return titles[router.view];
}
