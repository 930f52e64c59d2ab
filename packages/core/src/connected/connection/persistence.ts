import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { PorticoStorage } from '../../instance/storage/storage.js';
import { type StoredConnection, storageKeys } from '../../instance/storage/storageKeys.js';
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
  storage.set(storageKeys.connections, storedConnections(connection));
  storage.set(storageKeys.recentConnections, [...connection.recent]);
  for (const namespace of namespaces) {
    const current = connection.connectorIds[namespace];
    if (current) storage.set(storageKeys.connectorId(namespace), current);
    else storage.remove(storageKeys.connectorId(namespace));
    storage.set(storageKeys.connectionStatus(namespace), current ? 'connected' : 'disconnected');
  }
  storage.set(storageKeys.lastUsedChain, connection.activeNamespace);
}
