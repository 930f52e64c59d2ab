import { describe, expect, it } from 'vitest';
import { swapTokenCatalogue } from './swapTokenCatalogue.js';

const chain = 'eip155:1';
const lists = {
  [chain]: {
    native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    tokens: [
      {
        address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        name: 'USD Coin',
        symbol: 'USDC',
        decimals: 6,
      },
      {
        address: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599',
        name: 'Wrapped BTC',
        symbol: 'WBTC',
        decimals: 8,
      },
      { address: '0x6B175474E89094C44Da98b954EedeAC495271d0F', name: 'Dai', symbol: 'DAI', decimals: 18 },
    ],
  },
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': {
    native: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    tokens: [],
  },
};
const ids = {
  ETH: `${chain}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
  USDC: `${chain}:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48`,
  WBTC: `${chain}:0x2260fac5e5542a773aa44fbcfedf7c193bc2c599`,
  DAI: `${chain}:0x6b175474e89094c44da98b954eedeac495271d0f`,
};

describe('the convert API’s token lists', () => {
  it('suggest the native coin and the stable coins, list the rest as popular, and skip other namespaces', () => {
    const catalogue = swapTokenCatalogue(lists, {});
    expect([...catalogue.keys()]).toEqual([chain]);
    expect(catalogue.get(chain)).toMatchObject({
      suggested: [ids.ETH, ids.USDC, ids.DAI],
      popular: [ids.WBTC],
    });
    expect(catalogue.get(chain)?.tokens.map((token) => token.address)).toEqual([
      ids.ETH,
      ids.USDC,
      ids.WBTC,
      ids.DAI,
    ]);
  });

  it('take the configured symbols, in their order', () => {
    const catalogue = swapTokenCatalogue(lists, { [chain]: { suggested: ['WBTC', 'ETH'], popular: [] } });
    expect(catalogue.get(chain)).toMatchObject({ suggested: [ids.WBTC, ids.ETH], popular: [] });
  });

  it('refuse a symbol the chain does not list, and lists for a chain without tokens', () => {
    expect(() => swapTokenCatalogue(lists, { [chain]: { popular: ['PEPE'] } })).toThrow(
      "convert.tokens['eip155:1'].popular: PEPE is not in balances.tokens['eip155:1']",
    );
    expect(() => swapTokenCatalogue(lists, { 'eip155:10': { suggested: ['ETH'] } })).toThrow(
      "convert.tokens['eip155:10']: the chain has no eip155 token list in balances.tokens",
    );
  });
});
