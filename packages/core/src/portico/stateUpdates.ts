import { addressExplorerUrl, initialAccountState } from '../account/accountState.js';
import type { AccountState } from '../account/types.js';
import type { PorticoAlert } from '../alerts/types.js';
import type { AccountType } from '../caip/accountType.js';
import type { CaipAddress } from '../caip/caipAddress.js';
import { parseCaipAddress } from '../caip/caipAddress.js';
import type { ChainNamespace } from '../caip/chainNamespace.js';
import type { Connection, ConnectionStatus } from '../connection/types.js';
import type { Connector } from '../connector/connector.js';
import type { Route } from '../modal/types.js';
import { initialNetworkState } from '../network/initialNetworkState.js';
import type { NetworkSwitchError } from '../network/switchError.js';
import { unsupportedNetwork } from '../network/unsupportedNetwork.js';
import type { Network } from '../networks/network.js';
import type { PorticoState } from './types.js';

/** Pure state transitions of the connection machine and the network rules; createPortico sequences them. */

export function withHistory(state: PorticoState, history: readonly Route[]): PorticoState {
  // The history is never empty: open, close and back always leave one view.
  const current = history[history.length - 1] as Route;
  return { ...state, router: { view: current.view, data: current.data, history } };
}

export function withAccount(
  state: PorticoState,
  namespace: ChainNamespace,
  patch: Partial<AccountState>,
): PorticoState {
  const account = state.accounts[namespace];
  return account
    ? { ...state, accounts: { ...state.accounts, [namespace]: { ...account, ...patch } } }
    : state;
}

export function withStatus(
  state: PorticoState,
  namespace: ChainNamespace,
  status: ConnectionStatus,
): PorticoState {
  return withAccount(state, namespace, { status });
}

export function withLoading(state: PorticoState, namespace: ChainNamespace, loading: boolean): PorticoState {
  const loadingByNamespace = { ...state.modal.loadingByNamespace, [namespace]: loading };
  return {
    ...state,
    modal: { ...state.modal, loadingByNamespace, loading: Object.values(loadingByNamespace).some(Boolean) },
  };
}

/** Records or clears the failed network switch; unchanged state when there is nothing to clear. */
export function withSwitchError(state: PorticoState, error: NetworkSwitchError | undefined): PorticoState {
  if (error) return { ...state, networks: { ...state.networks, switchError: error } };
  if (!state.networks.switchError) return state;
  const { switchError: _cleared, ...networks } = state.networks;
  return { ...state, networks };
}

/** The network of `networks` the wallet's chain reference names, or the §4 unsupported-network placeholder. */
export function networkOfChain(
  networks: readonly Network[],
  namespace: ChainNamespace,
  chainId: number | string,
): Network {
  const caipNetworkId = `${namespace}:${chainId}`;
  return (
    networks.find((network) => network.caipNetworkId === caipNetworkId) ??
    unsupportedNetwork(namespace, chainId)
  );
}

export function isSupported(state: PorticoState, network: Network): boolean {
  return state.networks.networks.some((candidate) => candidate.caipNetworkId === network.caipNetworkId);
}

/** Writes an address as a CAIP-10 address of a network (the namespace's chain adapter does it). */
export type CaipAddressOf = (address: string, network: Network) => CaipAddress | undefined;

/** Sets a namespace's network (and the active one when it is the active namespace); re-derives the account's address fields. */
export function withNamespaceNetwork(
  state: PorticoState,
  namespace: ChainNamespace,
  network: Network,
  caipAddressOf: CaipAddressOf,
): PorticoState {
  const byNamespace = {
    ...state.networks.byNamespace,
    [namespace]: {
      ...(state.networks.byNamespace[namespace] ?? initialNetworkState(undefined)),
      caipNetwork: network,
    },
  };
  const active = state.connection.activeNamespace === namespace;
  const next: PorticoState = {
    ...state,
    networks: {
      ...state.networks,
      byNamespace,
      ...(active ? { activeCaipNetwork: network, unsupported: !isSupported(state, network) } : {}),
    },
  };
  return withAccountAddress(next, namespace, caipAddressOf);
}

/** Makes `namespace` the active one, on `network`. */
export function withActiveNetwork(
  state: PorticoState,
  network: Network,
  caipAddressOf: CaipAddressOf,
): PorticoState {
  const namespace = network.chainNamespace;
  return withNamespaceNetwork(
    { ...state, connection: { ...state.connection, activeNamespace: namespace } },
    namespace,
    network,
    caipAddressOf,
  );
}

/** The namespace's current connection, if any. */
export function currentConnection(state: PorticoState, namespace: ChainNamespace): Connection | undefined {
  const connectorId = state.connection.connectorIds[namespace];
  return state.connection.connections[namespace]?.find((c) => c.connectorId === connectorId);
}

/**
 * The account's address, CAIP-10 address and explorer link, derived from the current connection and the
 * namespace's network: the connection's account on that network when it reported one, otherwise its first
 * account written for that network by the chain adapter.
 */
function withAccountAddress(
  state: PorticoState,
  namespace: ChainNamespace,
  caipAddressOf: CaipAddressOf,
): PorticoState {
  const connection = currentConnection(state, namespace);
  const network = state.networks.byNamespace[namespace]?.caipNetwork;
  const [first] = connection?.accounts ?? [];
  if (!first || !network) return state;
  const onNetwork = connection?.accounts.find((account) =>
    account.caipAddress.startsWith(`${network.caipNetworkId}:`),
  );
  const { address } = parseCaipAddress((onNetwork ?? first).caipAddress);
  const caipAddress = onNetwork?.caipAddress ?? caipAddressOf(address, network) ?? first.caipAddress;
  return withAccount(state, namespace, {
    address,
    caipAddress,
    addressExplorerUrl: addressExplorerUrl(network, address),
  });
}

/**
 * The network a connection puts its namespace on: the one the wallet reports; else the namespace's network
 * when the wallet can be on it; else the first configured network the wallet approved.
 */
function connectionNetwork(state: PorticoState, namespace: ChainNamespace, connection: Connection): Network {
  if (connection.caipNetworkId) {
    const [, reference = ''] = connection.caipNetworkId.split(':');
    return networkOfChain(state.networks.networks, namespace, reference);
  }
  const current = state.networks.byNamespace[namespace]?.caipNetwork;
  const approved = (network: Network) =>
    connection.supportsAllNetworks || connection.approvedCaipNetworkIds.includes(network.caipNetworkId);
  if (current && isSupported(state, current) && approved(current)) return current;
  return (
    state.networks.networks.find((network) => network.chainNamespace === namespace && approved(network)) ??
    current ??
    unsupportedNetwork(namespace, '0')
  );
}

/**
 * Makes `connection` the namespace's current one, on its network: §4 a successful connect or account sync goes
 * to connected; the §3 network state takes the connection's approved networks.
 */
export function withCurrentConnection(
  state: PorticoState,
  namespace: ChainNamespace,
  connection: Connection,
  connector: Connector | undefined,
  caipAddressOf: CaipAddressOf,
): PorticoState {
  const others = (state.connection.connections[namespace] ?? []).filter(
    (c) => c.connectorId !== connection.connectorId,
  );
  const networkState = state.networks.byNamespace[namespace] ?? initialNetworkState(undefined);
  const next: PorticoState = {
    ...state,
    connection: {
      ...state.connection,
      connections: { ...state.connection.connections, [namespace]: [connection, ...others] },
      connectorIds: { ...state.connection.connectorIds, [namespace]: connection.connectorId },
      connectedNamespaces: state.connection.connectedNamespaces.includes(namespace)
        ? state.connection.connectedNamespaces
        : [...state.connection.connectedNamespaces, namespace],
    },
    networks: {
      ...state.networks,
      switchingNamespace: false,
      byNamespace: {
        ...state.networks.byNamespace,
        [namespace]: {
          ...networkState,
          supportsAllNetworks: connection.supportsAllNetworks,
          approvedCaipNetworkIds: connection.approvedCaipNetworkIds,
        },
      },
    },
  };
  const walletInfo = connector
    ? { name: connector.name, icon: connector.imageUrl ?? connector.info?.icon, type: connector.type }
    : { name: connection.connectorId };
  const connected = withAccount(next, namespace, { status: 'connected', connectedWalletInfo: walletInfo });
  return withNamespaceNetwork(
    connected,
    namespace,
    connectionNetwork(connected, namespace, connection),
    caipAddressOf,
  );
}

/** Replaces a connection that is not current (its accounts or network changed). */
export function withUpdatedConnection(
  state: PorticoState,
  namespace: ChainNamespace,
  connection: Connection,
): PorticoState {
  const connections = (state.connection.connections[namespace] ?? []).map((c) =>
    c.connectorId === connection.connectorId ? connection : c,
  );
  return {
    ...state,
    connection: {
      ...state.connection,
      connections: { ...state.connection.connections, [namespace]: connections },
    },
  };
}

/**
 * §4 disconnect of one connection: it is removed; the next remaining connection of the namespace becomes
 * current, or, if none remains, the namespace's account, network state, connector id, connected-namespace
 * record, user and wallet info are reset (status disconnected), and the active namespace moves to another
 * connected one if there is one.
 */
export function withoutConnection(
  state: PorticoState,
  namespace: ChainNamespace,
  connectorId: string,
  preferredAccountType: AccountType,
  connectors: readonly Connector[],
  caipAddressOf: CaipAddressOf,
): PorticoState {
  const remaining = (state.connection.connections[namespace] ?? []).filter(
    (c) => c.connectorId !== connectorId,
  );
  const wasCurrent = state.connection.connectorIds[namespace] === connectorId;
  const next: PorticoState = {
    ...state,
    connection: {
      ...state.connection,
      connections: { ...state.connection.connections, [namespace]: remaining },
    },
  };
  if (!wasCurrent) return next;
  const [successor] = remaining;
  if (successor) {
    const connector = connectors.find((c) => c.id === successor.connectorId && c.chain === namespace);
    return withCurrentConnection(next, namespace, successor, connector, caipAddressOf);
  }
  const { [namespace]: _removed, ...connectorIds } = next.connection.connectorIds;
  const connectedNamespaces = next.connection.connectedNamespaces.filter((n) => n !== namespace);
  const previous = next.networks.byNamespace[namespace];
  const network =
    previous?.caipNetwork && isSupported(next, previous.caipNetwork)
      ? previous.caipNetwork
      : next.networks.networks.find((n) => n.chainNamespace === namespace);
  let reset: PorticoState = {
    ...next,
    connection: { ...next.connection, connectorIds, connectedNamespaces },
    accounts: { ...next.accounts, [namespace]: initialAccountState('disconnected', preferredAccountType) },
    networks: {
      ...next.networks,
      byNamespace: {
        ...next.networks.byNamespace,
        [namespace]: initialNetworkState(network, previous?.smartAccountEnabledNetworks),
      },
    },
    siwx: { hasSession: false },
  };
  if (network) reset = withNamespaceNetwork(reset, namespace, network, caipAddressOf);
  const [other] = connectedNamespaces;
  const otherNetwork = other && reset.networks.byNamespace[other]?.caipNetwork;
  if (reset.connection.activeNamespace === namespace && otherNetwork)
    reset = withActiveNetwork(reset, otherNetwork, caipAddressOf);
  return reset;
}

/** A §8 alert shown; a warning or info never hides an error alert already shown. */
export function withAlert(state: PorticoState, alert: PorticoAlert): PorticoState {
  if (state.alerts.alert?.variant === 'error' && alert.variant !== 'error') return state;
  return { ...state, alerts: { ...state.alerts, alert } };
}
