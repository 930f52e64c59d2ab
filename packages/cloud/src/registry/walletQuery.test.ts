import { describe, expect, it } from 'vitest';
import { parseWalletQuery } from './walletQuery.js';

describe('parseWalletQuery', () => {
  it('§7 defaults: page 1, 40 entries, no filters', () => {
    expect(parseWalletQuery({})).toEqual({
      query: { page: 1, entries: 40, include: [], exclude: [], chains: [], search: '', badgeType: 'none' },
    });
  });

  it('§7 splits comma lists, trimming and dropping empty items', () => {
    const parsed = parseWalletQuery({
      include: ' a, b,,',
      exclude: 'c',
      chains: 'eip155:1, solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    });
    expect(parsed).toMatchObject({
      query: {
        include: ['a', 'b'],
        exclude: ['c'],
        chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      },
    });
  });

  it.each([
    ['§5 not namespace:reference', 'eip155'],
    ['§5 three parts', 'eip155:1:0xabc'],
    ['§5 unknown namespace', 'near:mainnet'],
  ])('%s → an error naming the chain', (_row, chain) => {
    expect(parseWalletQuery({ chains: `eip155:1,${chain}` })).toEqual({
      error: `chains: '${chain}' is not a CAIP-2 network id`,
    });
  });
});
