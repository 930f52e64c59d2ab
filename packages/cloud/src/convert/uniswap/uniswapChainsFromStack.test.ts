import type { StackChain } from '@portico/devnet/stack';
import { describe, expect, it } from 'vitest';
import { uniswapChainsFromStack } from './uniswapChainsFromStack.js';

const at = (byte: string) => `0x${byte.repeat(20)}` as const;

function chain(chainId: number, dex?: StackChain['dex']): StackChain {
  return {
    chainId,
    caipNetworkId: `eip155:${chainId}`,
    name: `Chain ${chainId}`,
    testnet: false,
    rpcUrl: 'http://127.0.0.1:8545',
    tokens: [
      { address: at('0a'), name: 'Portico USD', symbol: 'pUSD', decimals: 6 },
      { address: at('0b'), name: 'Portico Token', symbol: 'PORT', decimals: 18 },
    ],
    ...(dex ? { dex } : {}),
  };
}

describe('uniswapChainsFromStack', () => {
  it('configures each chain that has a dex, its tokens the hubs, and leaves out chains without one', () => {
    const dex = {
      weth: at('01'),
      v2Factory: at('02'),
      v3Factory: at('03'),
      positionManager: at('04'),
      router: at('05'),
      quoterV2: at('06'),
    };
    expect(uniswapChainsFromStack({ chains: [chain(31337, dex), chain(31338)] })).toEqual({
      'eip155:31337': {
        weth: at('01'),
        v2Factory: at('02'),
        v3Factory: at('03'),
        router: at('05'),
        quoterV2: at('06'),
        hubs: [at('0a'), at('0b')],
      },
    });
  });
});
