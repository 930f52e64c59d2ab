import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { Network } from '../../domain/networks/network.js';

/**
 * §4: when the wallet reports a chain that is not in the networks list, the active network becomes this
 * placeholder (no RPC, no explorer), so views can say which chain the wallet is on.
 */
export function unsupportedNetwork(chainNamespace: ChainNamespace, chainId: number | string): Network {
  return {
    id: chainId,
    name: 'Unsupported Network',
    caipNetworkId: `${chainNamespace}:${chainId}`,
    chainNamespace,
    nativeCurrency: { name: 'Unknown', symbol: '', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  };
}
