import { createNetworkGroupsSelector, type Network, type NetworkGroup } from '@portico/core';
import { useMemo } from 'react';
import { usePorticoState } from './usePorticoState.js';

export interface UseNetworksResult {
  /** The configured networks. */
  networks: readonly Network[];
  /** The same, grouped by chain family as the Networks view lists them. */
  groups: readonly NetworkGroup[];
  /** The active network. */
  activeNetwork: Network;
}

/** The networks a dApp's own network menu lists; switch with `useSwitchNetwork`. */
export function useNetworks(): UseNetworksResult {
  const networks = usePorticoState((state) => state.networks.networks);
  const groups = usePorticoState(useMemo(createNetworkGroupsSelector, []));
  const activeNetwork = usePorticoState((state) => state.networks.activeCaipNetwork);
  return { networks, groups, activeNetwork };
}
