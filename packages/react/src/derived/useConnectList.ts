import { type ConnectListItem, connectList } from '@portico/core';
import { useMemo } from 'react';
import { usePorticoInstance } from '../context/PorticoContext.js';
import { usePorticoState } from '../hooks/usePorticoState.js';

/** Core's §9-ordered wallet list, recomputed only when its inputs change. */
export function useConnectList(): ConnectListItem[] {
  const { customWallets, excludeWalletIds } = usePorticoInstance().options;
  const connectors = usePorticoState((state) => state.connectors.connectors);
  const recentWallets = usePorticoState((state) => state.connectors.recentWallets);
  const networks = usePorticoState((state) => state.networks.networks);
  return useMemo(
    () =>
      connectList({
        connectors,
        recentWallets,
        customWallets,
        excludeWalletIds,
        namespaces: [...new Set(networks.map((network) => network.chainNamespace))],
      }),
    [connectors, recentWallets, networks, customWallets, excludeWalletIds],
  );
}
