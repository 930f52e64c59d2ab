import type { RecentWallet } from '../../connect/connectList/types.js';
import type { ConnectionStatus } from '../../connected/connection/connectionStatus.js';
import type { RecentConnection } from '../../connected/connection/types.js';
import { type ChainNamespace, isChainNamespace } from '../../domain/caip/chainNamespace.js';

/** Every stored-wallet key carries this fixed prefix (§3). */
export const storageKeyPrefix = '@portico/';

/** A typed storage key: its name under the prefix and how its value is written and read back. */
export interface StorageKey<T> {
  readonly name: string;
  encode(value: T): string;
  /** undefined for a value that is corrupt or of the wrong shape. */
  decode(raw: string): T | undefined;
}

/** The wallet's deep-link choice: which of its links the user opened. */
export interface DeepLinkChoice {
  readonly name: string;
  readonly href: string;
}

function jsonKey<T>(name: string, is: (value: unknown) => value is T): StorageKey<T> {
  return {
    name,
    encode: (value) => JSON.stringify(value),
    decode(raw) {
      try {
        const value: unknown = JSON.parse(raw);
        return is(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/** A string list stored as a comma list (§3 smart-account-enabled networks), e.g. `1,137`. */
function commaListKey(name: string): StorageKey<string[]> {
  return {
    name,
    encode: (value) => value.join(','),
    decode: (raw) => raw.split(',').filter(Boolean),
  };
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isTime = (value: unknown): value is number => Number.isFinite(value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isRecentWallets = (value: unknown): value is RecentWallet[] =>
  Array.isArray(value) &&
  value.every((wallet) => isRecord(wallet) && isString(wallet.id) && isString(wallet.name));
const isDeepLinkChoice = (value: unknown): value is DeepLinkChoice =>
  isRecord(value) && isString(value.name) && isString(value.href);

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

/** §3 browser-stored values, plus the per-namespace connection record that reconnecting reads. */
export const storageKeys = {
  recentWallets: jsonKey('recentWallets', isRecentWallets),
  deepLinkChoice: jsonKey('deepLinkChoice', isDeepLinkChoice),
  emailLoginUsed: jsonKey('emailLoginUsed', isBoolean),
  email: jsonKey('email', isString),
  /** ms since epoch; read by the §5 email login cooldown. */
  lastEmailLoginTime: jsonKey('lastEmailLoginTime', isTime),
  socialUsername: jsonKey('socialUsername', isString),
  lastUsedChain: jsonKey<ChainNamespace>('lastUsedChain', isChainNamespace),
  smartAccountEnabledNetworks: commaListKey('smartAccountEnabledNetworks'),
  connectionStatus: (namespace: ChainNamespace) =>
    jsonKey(`connectionStatus:${namespace}`, isConnectionStatus),
  /** The current connection's connector id. */
  connectorId: (namespace: ChainNamespace) => jsonKey(`connectorId:${namespace}`, isString),
  /** Every live connection (core is their one record: chain libraries keep none). */
  connections: jsonKey('connections', isStoredConnections),
  /** §6 connections that ended, most recent first. */
  recentConnections: jsonKey('recentConnections', isRecentConnections),
} as const;
