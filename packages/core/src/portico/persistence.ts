import type { ChainNamespace } from '../caip/chainNamespace.js';
import type { PorticoStorage } from '../storage/storage.js';
import { storageKeys } from '../storage/storageKeys.js';
import type { PorticoState } from './types.js';

/** Stores a namespace's current and live connector ids, its connection status and the last used namespace (§3). */
export function persistConnections(storage: PorticoStorage, state: PorticoState, namespace: ChainNamespace) {
  const current = state.connection.connectorIds[namespace];
  if (current) {
    storage.set(storageKeys.connectorId(namespace), current);
    storage.set(
      storageKeys.connectorIds(namespace),
      (state.connection.connections[namespace] ?? []).map((c) => c.connectorId),
    );
  } else {
    storage.remove(storageKeys.connectorId(namespace));
    storage.remove(storageKeys.connectorIds(namespace));
  }
  storage.set(storageKeys.connectionStatus(namespace), current ? 'connected' : 'disconnected');
  storage.set(storageKeys.lastUsedChain, state.connection.activeNamespace);
}
