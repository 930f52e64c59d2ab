import type { AccountType } from '../../domain/caip/accountType.js';
import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { Connector } from '../../domain/connectorSource/connector.js';
import type { Network } from '../../domain/networks/network.js';
import type { PorticoState } from '../../instance/porticoState.js';
import type { CaipAddressOf } from '../account/accountAddress.js';
import { initialAccountState } from '../account/accountState.js';
import { withAccount } from '../account/withAccount.js';
import { initialNetworkState } from '../activeNetwork/initialNetworkState.js';
import {
  isSupported,
  networkOfChain,
  withActiveNetwork,
  withNamespaceNetwork,
} from '../activeNetwork/networkUpdates.js';
import { unsupportedNetwork } from '../activeNetwork/unsupportedNetwork.js';
import { currentConnection } from './currentConnection.js';
import type { Connection } from './types.js';

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
  };
  if (network) reset = withNamespaceNetwork(reset, namespace, network, caipAddressOf);
  const [other] = connectedNamespaces;
  const otherNetwork = other && reset.networks.byNamespace[other]?.caipNetwork;
  if (reset.connection.activeNamespace === namespace && otherNetwork)
    reset = withActiveNetwork(reset, otherNetwork, caipAddressOf);
  return reset;
}

/**
 * The namespace's current wallet confirmed a switch to `caipNetworkId`: its connection records it, whether or not
 * the wallet tells `chainChanged` too (the embedded wallet does not), so its next account change keeps the network.
 */
export function withCurrentConnectionOn(
  state: PorticoState,
  namespace: ChainNamespace,
  caipNetworkId: Connection['caipNetworkId'],
): PorticoState {
  const current = currentConnection(state, namespace);
  if (!current?.caipNetworkId || current.caipNetworkId === caipNetworkId) return state;
  return withUpdatedConnection(state, namespace, { ...current, caipNetworkId });
}
