import type { CaipNetworkId, Network } from '@portico/core';
import { usePorticoInstance } from '../context/PorticoContext.js';
import { usePorticoState } from './usePorticoState.js';

export interface UseNetworkResult {
  caipNetwork: Network;
  caipNetworkId: CaipNetworkId;
  chainId: number | string;
  networks: readonly Network[];
  switchNetwork(network: Network | CaipNetworkId): Promise<void>;
}

/** The active network, the configured networks and the switch action (§2 switching rules run in core). */
export function useNetwork(): UseNetworkResult {
  const portico = usePorticoInstance();
  const caipNetwork = usePorticoState((state) => state.networks.activeCaipNetwork);
  const networks = usePorticoState((state) => state.networks.networks);
  return {
    caipNetwork,
    caipNetworkId: caipNetwork.caipNetworkId,
    chainId: caipNetwork.id,
    networks,
    switchNetwork: (network) => portico.switchNetwork(network),
  };
}
