import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { Runtime } from '../../instance/runtime.js';
import { toAlert } from '../../modal/alerts/toAlert.js';
import type { ConnectionActions } from '../connection/connectionActions.js';
import { withCurrentConnection } from '../connection/connectionUpdates.js';
import { currentConnection } from '../connection/currentConnection.js';
import { withoutRecentConnection } from '../connection/recentConnections.js';
import type { Connection } from '../connection/types.js';
import type { MultiWalletApi } from './multiWalletApi.js';

export type MultiWalletActions = MultiWalletApi;

const noConnections: readonly Connection[] = [];

/**
 * §6 multi-wallet functions. They work only when the multiWallet feature is on; otherwise each shows the
 * 'Multi-wallet not enabled' info alert and returns an empty list (or does nothing).
 */
export function createMultiWalletActions(
  rt: Runtime,
  connections: ConnectionActions,
  afterChange: (namespace: ChainNamespace) => Promise<void>,
): MultiWalletActions {
  const { get, set } = rt;
  const enabled = () => {
    if (get().features.multiWallet) return true;
    set((s) => ({ ...s, alerts: { ...s.alerts, alert: toAlert('MULTI_WALLET_NOT_ENABLED') } }));
    return false;
  };
  const namespaceOr = (namespace: ChainNamespace | undefined) =>
    namespace ?? get().connection.activeNamespace;

  return {
    getConnections: (namespace) =>
      enabled() ? (get().connection.connections[namespaceOr(namespace)] ?? noConnections) : noConnections,
    getRecentConnections: (namespace) =>
      enabled() ? get().connection.recent.filter((entry) => entry.namespace === namespaceOr(namespace)) : [],
    async switchConnection({ connectorId, namespace: requested }) {
      if (!enabled()) return;
      const namespace = namespaceOr(requested);
      const connection = get().connection.connections[namespace]?.find((c) => c.connectorId === connectorId);
      if (!connection || currentConnection(get(), namespace) === connection) return;
      const connector = rt.findConnector(connectorId, namespace);
      set((s) => withCurrentConnection(s, namespace, connection, connector, rt.caipAddressOf));
      await afterChange(namespace);
    },
    async deleteConnection({ connectorId, namespace: requested }) {
      if (!enabled()) return;
      const namespace = namespaceOr(requested);
      const live = get().connection.connections[namespace]?.some((c) => c.connectorId === connectorId);
      if (live) await connections.endConnection(connectorId, [namespace]);
      set((s) => withoutRecentConnection(s, namespace, connectorId));
    },
    subscribeConnections(listener, namespace) {
      if (!enabled()) return () => {};
      return rt.store.subscribe(
        (state) => state.connection.connections[namespaceOr(namespace)] ?? noConnections,
        (value) => listener(value),
      );
    },
  };
}
