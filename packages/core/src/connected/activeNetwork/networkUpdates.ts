import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { Network } from '../../domain/networks/network.js';
import type { PorticoState } from '../../instance/porticoState.js';
import { type CaipAddressOf, withAccountAddress } from '../account/accountAddress.js';
import { initialNetworkState } from './initialNetworkState.js';
import type { NetworkSwitchError } from './switchError.js';
import { unsupportedNetwork } from './unsupportedNetwork.js';

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
