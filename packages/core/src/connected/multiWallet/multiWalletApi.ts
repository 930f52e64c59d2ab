import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { Unsubscribe } from '../../instance/portico.js';
import type { Connection, RecentConnection } from '../connection/types.js';

/** The public actions of §6 several wallets connected at once. */
export interface MultiWalletApi {
  /** §6 the live connections of a namespace (the active one by default), current first. Multi-wallet only. */
  getConnections(namespace?: ChainNamespace): readonly Connection[];
  /** §6 connections that ended, most recent first. Multi-wallet only. */
  getRecentConnections(namespace?: ChainNamespace): readonly RecentConnection[];
  /** §6 makes a live connection the namespace's current one. Multi-wallet only. */
  switchConnection(params: { connectorId: string; namespace?: ChainNamespace }): Promise<void>;
  /** §6 disconnects a connection (if live) and forgets it from the recent ones. Multi-wallet only. */
  deleteConnection(params: { connectorId: string; namespace?: ChainNamespace }): Promise<void>;
  /** §6 calls `listener` with a namespace's live connections whenever they change. Multi-wallet only. */
  subscribeConnections(
    listener: (connections: readonly Connection[]) => void,
    namespace?: ChainNamespace,
  ): Unsubscribe;
}

declare module '../../instance/portico.js' {
  interface Portico extends MultiWalletApi {}
}
