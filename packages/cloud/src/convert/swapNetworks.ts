import { swapChainIds } from '@portico/core/wire';
import type { ChainRegistry } from '../rpc/chainRegistry.js';
import type { ChainRpc } from '../rpc/chainRpc.js';
import type { SwapAggregator } from './swapAggregator.js';
import { SwapNetworkUnsupported } from './swapInput.js';

/** §9's swap chains (`swapChainIds`) and the configured ones (`convert.networks`), as CAIP-2 ids. */
export function swapNetworkIds(configured: readonly string[]): Set<string> {
  for (const chainId of configured) {
    if (!/^eip155:[1-9][0-9]{0,15}$/.test(chainId)) {
      throw new Error(`convert.networks: '${chainId}' is not an eip155 CAIP-2 network id`);
    }
  }
  return new Set([...swapChainIds.map((id: number) => `eip155:${id}`), ...configured]);
}

/** Where a swap on a chain goes: the aggregator, and the chain's upstreams for reads and gas prices. */
export interface SwapNetwork {
  aggregator: SwapAggregator;
  chain: ChainRpc;
}

/**
 * The chain, when it is a swap network the deployment serves (`rpc.upstreams`) and the aggregator trades on;
 * else `SwapNetworkUnsupported` (§8 'Network not supported for Swaps').
 */
export function swapNetwork(
  chainId: string,
  networkIds: ReadonlySet<string>,
  chains: ChainRegistry,
  aggregator: SwapAggregator | undefined,
): SwapNetwork {
  const chain = chains.get(chainId);
  if (!networkIds.has(chainId) || chain === undefined || !aggregator?.supports(chainId)) {
    throw new SwapNetworkUnsupported(chainId);
  }
  return { aggregator, chain };
}
