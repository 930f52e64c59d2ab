import type { ConnectError } from '../../connected/connection/connectError.js';
import type { PorticoState } from '../../instance/porticoState.js';
import type { ListedWallet } from '../walletList/walletListState.js';

/**
 * The pairing URI a WalletConnect connector shows now, whatever the modal shows: what a headless dApp draws as its
 * own QR code while `connectWalletConnect()` pairs.
 */
export function selectWalletConnectUri(state: PorticoState): string | undefined {
  for (const connector of state.connectors.connectors) {
    if (connector.type !== 'WALLET_CONNECT') continue;
    const display = state.connection.displays[connector.id];
    if (display?.kind === 'uri') return display.uri;
  }
  return undefined;
}

/** The pairing URI the current ConnectingWalletConnect(Basic) view shows: the connector's, or the one given to `open()`. */
export function selectPairingUri(state: PorticoState): string | undefined {
  const { view } = state.router;
  if (view !== 'ConnectingWalletConnect' && view !== 'ConnectingWalletConnectBasic') return undefined;
  return selectWalletConnectUri(state) ?? state.modal.uri;
}

/** The registry entry of the wallet the current ConnectingWalletConnect view is for, if the modal has it. */
export function selectPairingWallet(state: PorticoState): ListedWallet | undefined {
  const route = state.router.history.at(-1);
  const walletId = route?.view === 'ConnectingWalletConnect' ? route.data?.walletId : undefined;
  if (!walletId) return undefined;
  const { featured, recommended, wallets, search } = state.walletList;
  return [...featured, ...recommended, ...wallets, ...search.wallets].find(
    (wallet) => wallet.id === walletId,
  );
}

/** Whether a WalletConnect connector serves the active namespace (the dApp configured WalletConnect). */
export const selectCanPairWalletConnect = (state: PorticoState): boolean =>
  state.connectors.connectors.some(
    (connector) =>
      connector.type === 'WALLET_CONNECT' && connector.chain === state.connection.activeNamespace,
  );

/** The failed pairing or session the ConnectingWalletConnect view shows with Retry. */
export function selectWalletConnectError(state: PorticoState): ConnectError | undefined {
  const error = state.connection.error;
  const connector = state.connectors.connectors.find((c) => c.id === error?.connectorId);
  return connector?.type === 'WALLET_CONNECT' ? error : undefined;
}
