import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';
import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { Network } from '../../domain/networks/network.js';
import type { NetworkSwitchError } from './switchError.js';

/** §3 Network state, per chain namespace. */
export interface NetworkState {
  caipNetwork?: Network;
  supportsAllNetworks: boolean;
  smartAccountEnabledNetworks: readonly CaipNetworkId[];
  requestedCaipNetworks: readonly Network[];
  approvedCaipNetworkIds: readonly CaipNetworkId[];
}

export interface NetworksState {
  /** Every configured network (the `networks` option plus `addNetwork`, minus `removeNetwork`). */
  networks: readonly Network[];
  /** The active network; an unsupported-network placeholder when the wallet reports an unknown chain (§4). */
  activeCaipNetwork: Network;
  /** Whether the active network is the unsupported-network placeholder. */
  unsupported: boolean;
  byNamespace: Partial<Record<ChainNamespace, NetworkState>>;
  /** §4: set while selecting a network in another namespace. */
  switchingNamespace: boolean;
  /** The last failed switch (cleared when the next one starts), shown by the switching views with Retry. */
  switchError?: NetworkSwitchError;
}

declare module '../../instance/porticoState.js' {
  interface PorticoState {
    networks: NetworksState;
  }
}
