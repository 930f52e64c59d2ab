import type { ChainNamespace } from '../caip/chainNamespace.js';
import type { AdapterEvent } from '../chainAdapter/ChainAdapter.js';
import type { Connector } from '../chainAdapter/connector.js';
import { mergeConnectors } from '../connectors/mergeConnectors.js';
import type { AccountActions } from './accountActions.js';
import type { ConnectionActions } from './connectionActions.js';
import { persistConnections } from './persistence.js';
import type { Runtime } from './runtime.js';
import { networkOfChain, withCurrentConnection, withNamespaceNetwork, withStatus } from './stateUpdates.js';

/**
 * Sets every adapter up with an event sink, then restores its stored connections (§4 start). Resolves when
 * all are done; an adapter whose setup fails leaves its namespace disconnected.
 */
export async function startAdapters(
  rt: Runtime,
  connections: ConnectionActions,
  account: AccountActions,
): Promise<void> {
  const onEvent = adapterEventHandler(rt, connections, account);
  await Promise.all(
    [...rt.adapters].map(async ([namespace, adapter]) => {
      try {
        await adapter.setup({
          networks: rt.options.networks,
          emit: (event) => onEvent(namespace, event),
        });
        await connections.reconnect(namespace, adapter);
      } catch {
        rt.set((s) => withStatus(s, namespace, 'disconnected'));
        persistConnections(rt.storage, rt.get(), namespace);
      }
    }),
  );
}

/** What the wallets report: announced connectors, account and chain changes, disconnects (§4). */
function adapterEventHandler(rt: Runtime, connections: ConnectionActions, account: AccountActions) {
  const { get, set } = rt;
  const connectorsByAdapter = new Map<ChainNamespace, readonly Connector[]>();

  return (namespace: ChainNamespace, event: AdapterEvent) => {
    if (rt.isDestroyed()) return;
    const state = get();
    const current = state.connection.connectorIds[namespace];
    switch (event.type) {
      case 'connectors':
        connectorsByAdapter.set(namespace, event.connectors);
        set((s) => ({
          ...s,
          connectors: { ...s.connectors, connectors: mergeConnectors(connectorsByAdapter.values()) },
        }));
        return;
      case 'accountsChanged': {
        const known = (state.connection.connections[namespace] ?? []).some(
          (c) => c.connectorId === event.connectorId,
        );
        if (!known) return;
        if (event.accounts.length === 0) return connections.removeConnection(namespace, event.connectorId);
        if (event.connectorId !== current) {
          set((s) => ({
            ...s,
            connection: {
              ...s.connection,
              connections: {
                ...s.connection.connections,
                [namespace]: (s.connection.connections[namespace] ?? []).map((c) =>
                  c.connectorId === event.connectorId ? { ...c, accounts: event.accounts } : c,
                ),
              },
            },
          }));
          return;
        }
        const connection = { connectorId: event.connectorId, accounts: event.accounts };
        set((s) =>
          withCurrentConnection(s, namespace, connection, rt.findConnector(event.connectorId, namespace)),
        );
        void account.afterChange(namespace);
        return;
      }
      case 'chainChanged':
        if (event.connectorId !== current) return;
        set((s) =>
          withNamespaceNetwork(s, namespace, networkOfChain(s.networks.networks, namespace, event.chainId)),
        );
        void account.afterChange(namespace);
        return;
      case 'disconnect':
        if (state.connection.connections[namespace]?.some((c) => c.connectorId === event.connectorId)) {
          connections.removeConnection(namespace, event.connectorId);
        }
        return;
    }
  };
}
