import { addressExplorerUrl, initialAccountState } from '../account/accountState.js';
import type { AccountType } from '../caip/accountType.js';
import type { CaipAddress } from '../caip/caipAddress.js';
import type { ChainNamespace } from '../caip/chainNamespace.js';
import type { AdapterConnection } from '../chainAdapter/ChainAdapter.js';
import type { Connection } from '../chainAdapter/connection.js';
import type { Connector } from '../chainAdapter/connector.js';
import type { NetworkSwitchError } from '../network/switchError.js';
import { unsupportedNetwork } from '../network/unsupportedNetwork.js';
import type { Network } from '../networks/network.js';
import { initialNetworkState } from './initialState.js';
import type { AccountState, ConnectionStatus, PorticoState, Route } from './types.js';

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

/** Sets a namespace's network (and the active one when it is the active namespace); re-derives the account's CAIP address and explorer link. */
export function withNamespaceNetwork(
  state: PorticoState,
  namespace: ChainNamespace,
  network: Network,
): PorticoState {
  const byNamespace = {
    ...state.networks.byNamespace,
    [namespace]: {
      ...(state.networks.byNamespace[namespace] ?? initialNetworkState(undefined)),
      caipNetwork: network,
    },
  };
  const active = state.connection.activeNamespace === namespace;
  let next: PorticoState = {
    ...state,
    networks: {
      ...state.networks,
      byNamespace,
      ...(active ? { activeCaipNetwork: network, unsupported: !isSupported(state, network) } : {}),
    },
  };
  const address = state.accounts[namespace]?.address;
  if (address) next = withAccount(next, namespace, addressFields(network, address));
  return next;
}

/** Makes `namespace` the active one, on `network`. */
export function withActiveNetwork(state: PorticoState, network: Network): PorticoState {
  const namespace = network.chainNamespace;
  return withNamespaceNetwork(
    { ...state, connection: { ...state.connection, activeNamespace: namespace } },
    namespace,
    network,
  );
}

function addressFields(
  network: Network,
  address: string,
): Pick<AccountState, 'address' | 'caipAddress' | 'addressExplorerUrl'> {
  return {
    address,
    caipAddress: `${network.caipNetworkId}:${address}` as CaipAddress,
    addressExplorerUrl: addressExplorerUrl(network, address),
  };
}

/** Makes `connection` the namespace's current one: §4 a successful connect or account sync goes to connected. */
export function withCurrentConnection(
  state: PorticoState,
  namespace: ChainNamespace,
  connection: Connection,
  connector: Connector | undefined,
): PorticoState {
  const others = (state.connection.connections[namespace] ?? []).filter(
    (c) => c.connectorId !== connection.connectorId,
  );
  const network = state.networks.byNamespace[namespace]?.caipNetwork;
  const [account] = connection.accounts;
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
    networks: { ...state.networks, switchingNamespace: false },
  };
  const walletInfo = connector
    ? { name: connector.name, icon: connector.imageUrl ?? connector.info?.icon, type: connector.type }
    : { name: connection.connectorId };
  return withAccount(next, namespace, {
    status: 'connected',
    connectedWalletInfo: walletInfo,
    ...(account && network ? addressFields(network, account.address) : { address: account?.address }),
  });
}

/** Applies what a wallet reported after a connect or reconnect: its accounts and its chain. */
export function withAdapterConnection(
  state: PorticoState,
  namespace: ChainNamespace,
  result: AdapterConnection,
  connector: Connector | undefined,
): PorticoState {
  const withNetwork = withNamespaceNetwork(
    state,
    namespace,
    networkOfChain(state.networks.networks, namespace, result.chainId),
  );
  const supportsAllNetworks = connector?.type !== 'WALLET_CONNECT';
  const networkState = withNetwork.networks.byNamespace[namespace] ?? initialNetworkState(undefined);
  const next: PorticoState = {
    ...withNetwork,
    networks: {
      ...withNetwork.networks,
      byNamespace: {
        ...withNetwork.networks.byNamespace,
        [namespace]: { ...networkState, supportsAllNetworks },
      },
    },
  };
  return withCurrentConnection(
    next,
    namespace,
    { connectorId: result.connectorId, accounts: result.accounts },
    connector,
  );
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
    return withCurrentConnection(next, namespace, successor, connector);
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
  if (network) reset = withNamespaceNetwork(reset, namespace, network);
  const [other] = connectedNamespaces;
  const otherNetwork = other && reset.networks.byNamespace[other]?.caipNetwork;
  if (reset.connection.activeNamespace === namespace && otherNetwork)
    reset = withActiveNetwork(reset, otherNetwork);
  return reset;
}
