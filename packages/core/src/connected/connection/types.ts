import type { CaipAddress } from '../../domain/caip/caipAddress.js';
import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';
import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { ConnectedAccount, ConnectorDisplay } from '../../domain/connectorSource/connectorSource.js';
import type { ConnectError } from './connectError.js';

/** §3 Connection: a connected wallet in one namespace (a connection serving several appears in each). */
export interface Connection {
  connectorId: string;
  /** The id of the connector source that made it (asked again on reconnect). */
  sourceId: string;
  /** The connection's accounts in this namespace, as the connector reported them. */
  accounts: readonly ConnectedAccount[];
  /** The network the wallet is on in this namespace, when it has one. */
  caipNetworkId?: CaipNetworkId;
  /** §3 network state of the namespace while this connection is current. */
  approvedCaipNetworkIds: readonly CaipNetworkId[];
  supportsAllNetworks: boolean;
  auth?: { name?: string };
}

/** §6 a connection that ended, kept so the visitor can connect that wallet again (most recent first). */
export interface RecentConnection {
  connectorId: string;
  namespace: ChainNamespace;
  name: string;
  icon?: string;
  caipAddress?: CaipAddress;
}

export interface ConnectionState {
  /** §3 connections per namespace, the current one first. */
  connections: Partial<Record<ChainNamespace, readonly Connection[]>>;
  /** The current connection's connector id per namespace. */
  connectorIds: Partial<Record<ChainNamespace, string>>;
  /** The connected-namespace record: namespaces with a current connection. */
  connectedNamespaces: readonly ChainNamespace[];
  /** The namespace of the active network. */
  activeNamespace: ChainNamespace;
  error?: ConnectError;
  /** What a connecting view shows per connector (a pairing URI, a code), while a connect is under way. */
  displays: Readonly<Record<string, ConnectorDisplay>>;
  /** §6 recent connections (stored). */
  recent: readonly RecentConnection[];
}

declare module '../../instance/porticoState.js' {
  interface PorticoState {
    connection: ConnectionState;
  }
}
