import type { Network } from './network.js';

/** The network of `networks` whose CAIP-2 id is `caipNetworkId`, if any. */
export function getNetworkByCaipId(networks: readonly Network[], caipNetworkId: string): Network | undefined {
  return networks.find((network) => network.caipNetworkId === caipNetworkId);
}
