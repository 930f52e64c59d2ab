import type { ConvertConfig } from './convertConfig.js';
import { createLifiAggregator } from './lifiAggregator.js';
import { createOneInchAggregator } from './oneInchAggregator.js';
import type { SwapAggregator } from './swapAggregator.js';
import { createZeroExAggregator } from './zeroExAggregator.js';

/**
 * The aggregator `convert.aggregator` names, trading on `chains` (the swap networks); undefined for `none`:
 * the convert API then refuses every network and no project is offered swaps.
 */
export function createSwapAggregator(
  config: ConvertConfig,
  chains: ReadonlySet<string>,
): SwapAggregator | undefined {
  switch (config.aggregator) {
    case '0x':
      return createZeroExAggregator(config.zeroEx, chains);
    case '1inch':
      return createOneInchAggregator(config.oneInch, chains);
    case 'lifi':
      return createLifiAggregator(config.lifi, chains);
    case 'uniswap':
      // LEAD: wire the local Uniswap aggregator here when merging (createUniswapAggregator of ./uniswap/).
      return undefined;
    case 'none':
      return undefined;
  }
}
