import type { ChainRpc } from '../rpc/chainRpc.js';
import type { ConvertConfig } from './convertConfig.js';
import { createLifiAggregator } from './lifiAggregator.js';
import { createOneInchAggregator } from './oneInchAggregator.js';
import type { SwapAggregator } from './swapAggregator.js';
import { checkUniswapChains } from './uniswap/checkUniswapChains.js';
import { createUniswapAggregator } from './uniswap/uniswapAggregator.js';
import { createZeroExAggregator } from './zeroExAggregator.js';

/**
 * The aggregator `convert.aggregator` names, trading on `chains` (the swap networks; the local Uniswap router on
 * the chains of `convert.uniswap.chains`, read through `chainRpc`); undefined for `none`: the convert API then
 * refuses every network and no project is offered swaps.
 */
export function createSwapAggregator(
  config: ConvertConfig,
  chains: ReadonlySet<string>,
  chainRpc: (chainId: string) => ChainRpc | undefined,
): SwapAggregator | undefined {
  switch (config.aggregator) {
    case '0x':
      return createZeroExAggregator(config.zeroEx, chains);
    case '1inch':
      return createOneInchAggregator(config.oneInch, chains);
    case 'lifi':
      return createLifiAggregator(config.lifi, chains);
    case 'uniswap':
      return createUniswapAggregator({ chains: checkUniswapChains(config.uniswap.chains), chainRpc });
    case 'none':
      return undefined;
  }
}
