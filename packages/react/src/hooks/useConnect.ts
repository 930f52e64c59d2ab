import {
  type ChainNamespace,
  type ConnectError,
  type ConnectionStatus,
  type ConnectListItem,
  walletConnector,
} from '@portico/core';
import { useMemo } from 'react';
import { usePorticoInstance } from '../context/PorticoContext.js';
import { usePorticoState } from './usePorticoState.js';

export interface UseConnectResult {
  /**
   * Connects a wallet of `useConnectors()` or `useWallets()` without the modal: its connector in the active
   * namespace, or a WalletConnect pairing when it has none (read the URI with `usePairingUri`). The outcome is in
   * `status` and `error`.
   */
  connectWallet(wallet: Pick<ConnectListItem, 'connectors'>): Promise<void>;
  /** Connects one connector by its id (§4; rejects with the wallet's error). */
  connect(connectorId: string, options?: { namespace?: ChainNamespace }): Promise<void>;
  /** The active namespace's connection status. */
  status: ConnectionStatus;
  /** The last failed connect, with its connector id and message. */
  error: ConnectError | undefined;
}

/** Connecting a wallet, a connector or a WalletConnect pairing, for a dApp's own wallet list. */
export function useConnect(): UseConnectResult {
  const portico = usePorticoInstance();
  const status = usePorticoState(
    (state) => state.accounts[state.connection.activeNamespace]?.status ?? 'disconnected',
  );
  const error = usePorticoState((state) => state.connection.error);
  const actions = useMemo(
    () => ({
      connect: (connectorId: string, options?: { namespace?: ChainNamespace }) =>
        portico.connect(connectorId, options),
      async connectWallet(wallet: Pick<ConnectListItem, 'connectors'>) {
        const connector = walletConnector(wallet, portico.getState().connection.activeNamespace);
        if (!connector) return portico.connectWalletConnect();
        await portico.connect(connector.id, { namespace: connector.chain }).catch(() => undefined);
      },
    }),
    [portico],
  );
  return { ...actions, status, error };
}
