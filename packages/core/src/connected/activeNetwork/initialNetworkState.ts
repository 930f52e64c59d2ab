import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';
import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { Network } from '../../domain/networks/network.js';
import type { NetworkState } from './types.js';

/** The namespaces of a network list, in order of first appearance. */
export function namespacesOf(networks: readonly Network[]): ChainNamespace[] {
  return [...new Set(networks.map((network) => network.chainNamespace))];
}

/** §3 network state of a namespace with no connection. */
export function initialNetworkState(
  caipNetwork: Network | undefined,
  smartAccountEnabledNetworks: readonly CaipNetworkId[] = [],
): NetworkState {
  return {
    caipNetwork,
    supportsAllNetworks: false,
    smartAccountEnabledNetworks,
    requestedCaipNetworks: [],
    approvedCaipNetworkIds: [],
  };
}
