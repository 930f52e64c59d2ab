import { type ChainNamespace, isChainNamespace } from '../../domain/caip/chainNamespace.js';
import { isRecord, isString, jsonKey } from '../../instance/storage/storageKey.js';
import type { ConnectionStatus } from './connectionStatus.js';
import type { RecentConnection } from './types.js';

/** A live connection as stored: which source to ask on reconnect, for which namespaces. */
export interface StoredConnection {
  readonly sourceId: string;
  readonly connectorId: string;
  readonly namespaces: readonly ChainNamespace[];
}

const isNamespaces = (value: unknown): value is ChainNamespace[] =>
  Array.isArray(value) && value.every(isChainNamespace);
const isStoredConnections = (value: unknown): value is StoredConnection[] =>
  Array.isArray(value) &&
  value.every(
    (entry) =>
      isRecord(entry) &&
      isString(entry.sourceId) &&
      isString(entry.connectorId) &&
      isNamespaces(entry.namespaces),
  );
const isRecentConnections = (value: unknown): value is RecentConnection[] =>
  Array.isArray(value) &&
  value.every(
    (entry) =>
      isRecord(entry) &&
      isString(entry.connectorId) &&
      isChainNamespace(entry.namespace) &&
      isString(entry.name),
  );

const connectionStatuses: readonly unknown[] = [
  'disconnected',
  'connecting',
  'reconnecting',
  'connected',
] satisfies ConnectionStatus[];
const isConnectionStatus = (value: unknown): value is ConnectionStatus => connectionStatuses.includes(value);

/** The connection record reconnecting reads: per namespace its status and current connector, every live connection. */
export const connectionStorageKeys = {
  connectionStatus: (namespace: ChainNamespace) =>
    jsonKey(`connectionStatus:${namespace}`, isConnectionStatus, 'INVALID_CONNECTION_STATUS'),
  /** The current connection's connector id. */
  connectorId: (namespace: ChainNamespace) => jsonKey(`connectorId:${namespace}`, isString),
  /** Every live connection (core is their one record: chain libraries keep none). */
  connections: jsonKey('connections', isStoredConnections),
  /** §6 connections that ended, most recent first. */
  recentConnections: jsonKey('recentConnections', isRecentConnections),
} as const;
