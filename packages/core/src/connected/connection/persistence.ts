import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { PorticoStorage } from '../../instance/storage/storage.js';
import { networkStorageKeys } from '../activeNetwork/networkStorageKeys.js';
import { connectionStorageKeys, type StoredConnection } from './connectionStorageKeys.js';
import type { ConnectionState } from './types.js';

/** Every live connection once, with the namespaces it serves. */
function storedConnections(connection: ConnectionState): StoredConnection[] {
  const byConnector = new Map<string, { sourceId: string; namespaces: ChainNamespace[] }>();
  for (const [namespace, connections] of Object.entries(connection.connections)) {
    for (const { connectorId, sourceId } of connections ?? []) {
      const entry = byConnector.get(connectorId) ?? { sourceId, namespaces: [] };
      entry.namespaces.push(namespace as ChainNamespace);
      byConnector.set(connectorId, entry);
    }
  }
  return [...byConnector].map(([connectorId, entry]) => ({ connectorId, ...entry }));
}

/**
 * Core is the one record of what is connected (chain libraries keep none): every live connection with its
 * source, each namespace's current connector and status, the recent connections and the last used namespace.
 */
export function persistConnections(
  storage: PorticoStorage,
  connection: ConnectionState,
  namespaces: readonly ChainNamespace[],
): void {
  storage.set(connectionStorageKeys.connections, storedConnections(connection));
  storage.set(connectionStorageKeys.recentConnections, [...connection.recent]);
  for (const namespace of namespaces) {
    const current = connection.connectorIds[namespace];
    if (current) storage.set(connectionStorageKeys.connectorId(namespace), current);
    else storage.remove(connectionStorageKeys.connectorId(namespace));
    storage.set(connectionStorageKeys.connectionStatus(namespace), current ? 'connected' : 'disconnected');
  }
  storage.set(networkStorageKeys.lastUsedChain, connection.activeNamespace);
}
