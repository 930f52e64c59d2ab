import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';
import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { Slice } from '../../instance/slice.js';
import { activeNetworkAtStart } from './activeNetworkAtStart.js';
import { initialNetworkState, namespacesOf } from './initialNetworkState.js';
import { createNetworkActions, type NetworkActions } from './networkActions.js';
import { networkStorageKeys } from './networkStorageKeys.js';
import type { NetworkState } from './types.js';

declare module '../../instance/ports.js' {
  interface PorticoPorts {
    networks: NetworkActions;
  }
}

/** The networks: the active one, each namespace's, switching (§2 rules, §4 changes), adding and removing. */
export const networkSlice: Slice = {
  name: 'network',
  initialState({ options, storage }) {
    const { networks } = options;
    const activeCaipNetwork = activeNetworkAtStart(options, storage);
    // §3 smart-account-enabled networks are stored as an eip155 chain-id comma list.
    const smartAccountNetworks = (storage.get(networkStorageKeys.smartAccountEnabledNetworks) ?? []).map(
      (chainId): CaipNetworkId => `eip155:${chainId}`,
    );
    const byNamespace: Partial<Record<ChainNamespace, NetworkState>> = {};
    for (const namespace of namespacesOf(networks)) {
      const network =
        activeCaipNetwork.chainNamespace === namespace
          ? activeCaipNetwork
          : networks.find((candidate) => candidate.chainNamespace === namespace);
      byNamespace[namespace] = initialNetworkState(
        network,
        namespace === 'eip155' ? smartAccountNetworks : [],
      );
    }
    return {
      networks: { networks, activeCaipNetwork, unsupported: false, byNamespace, switchingNamespace: false },
    };
  },
  create({ rt, ports }) {
    const networks = createNetworkActions(rt, ports.modal, ports.account);
    return { port: { networks }, actions: networks };
  },
};
