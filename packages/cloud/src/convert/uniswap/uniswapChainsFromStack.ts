import type { Stack } from '@portico/devnet/stack';
import type { UniswapChain } from './uniswapConfig.js';

/** The Uniswap chains of a running stack: its EVM chains with a `dex`, the chain's tokens the routes' hubs. */
export function uniswapChainsFromStack(stack: Pick<Stack, 'chains'>): Record<string, UniswapChain> {
  return Object.fromEntries(
    stack.chains.flatMap((chain) => {
      if (chain.dex === undefined) return [];
      const { weth, v2Factory, v3Factory, router, quoterV2 } = chain.dex;
      const hubs = chain.tokens.map((token) => token.address);
      return [[chain.caipNetworkId, { weth, v2Factory, v3Factory, router, quoterV2, hubs }]];
    }),
  );
}
