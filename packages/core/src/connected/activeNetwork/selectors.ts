import { type ChainNamespace, namespaceNames } from '../../domain/caip/chainNamespace.js';
import type { Network } from '../../domain/networks/network.js';
import type { PorticoState } from '../../instance/porticoState.js';
import { namespacesOf } from './initialNetworkState.js';
import type { NetworkSwitchError } from './switchError.js';
import type { NetworkState } from './types.js';

export const selectActiveNetworkState = (state: PorticoState): NetworkState | undefined =>
  state.networks.byNamespace[state.connection.activeNamespace];

/** The failed switch to the current SwitchNetwork or SwitchActiveChain view's network, if any. */
export const selectSwitchError = (state: PorticoState): NetworkSwitchError | undefined => {
  const route = state.router.history.at(-1);
  const network =
    route?.view === 'SwitchNetwork' || route?.view === 'SwitchActiveChain' ? route.data.network : undefined;
  const error = state.networks.switchError;
  return network && error?.caipNetworkId === network.caipNetworkId ? error : undefined;
};

/** The Networks view's list: the configured networks grouped by chain family, in the order families first appear. */
export interface NetworkGroup {
  namespace: ChainNamespace;
  name: string;
  networks: readonly Network[];
}

/** Memoised per networks list, for `useSyncExternalStore`. */
export function createNetworkGroupsSelector(): (state: PorticoState) => NetworkGroup[] {
  let last: { networks: readonly Network[]; groups: NetworkGroup[] } | undefined;
  return (state) => {
    const { networks } = state.networks;
    if (last?.networks === networks) return last.groups;
    const groups = namespacesOf(networks).map((namespace) => ({
      namespace,
      name: namespaceNames[namespace],
      networks: networks.filter((network) => network.chainNamespace === namespace),
    }));
    last = { networks, groups };
    return groups;
  };
}
