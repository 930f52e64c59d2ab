import { describe, expect, it } from 'vitest';
import { chainTokens } from './tokenList.js';

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 };
const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

describe('a chain’s token list', () => {
  it('names the native coin first, then the tokens, EVM addresses in lower case', () => {
    const tokens = chainTokens('eip155:1', {
      native: ether,
      tokens: [{ address: usdc, name: 'USD Coin', symbol: 'USDC', decimals: 6 }],
    });
    expect(tokens.map((t) => [t.id, t.address])).toEqual([
      ['eip155:1:native', undefined],
      [`eip155:1:${usdc.toLowerCase()}`, usdc],
    ]);
  });

  it('refuses a malformed list at start-up', () => {
    expect(() => chainTokens('mainnet', { native: ether, tokens: [] })).toThrow('not a CAIP-2 network id');
    expect(() => chainTokens('eip155:1', { native: { ...ether, decimals: -1 }, tokens: [] })).toThrow(
      'decimals',
    );
    expect(() =>
      chainTokens('eip155:1', {
        native: ether,
        tokens: [{ address: 'So111', name: 'X', symbol: 'X', decimals: 2 }],
      }),
    ).toThrow('has no token address of its chain');
    expect(() => chainTokens('eip155:1', { native: { ...ether, symbol: '' }, tokens: [] })).toThrow(
      'a name and a symbol',
    );
  });
});
