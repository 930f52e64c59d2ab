import { describe, expect, it } from 'vitest';
import { dropZeroDecimalTokens } from './balances.js';

const token = (symbol: string, decimals: string) => ({ symbol, quantity: { decimals, numeric: '1' } });

describe('dropZeroDecimalTokens [§5 balances]', () => {
  it.each([
    ['§5 drops the string 0', [token('A', '0'), token('B', '18')], ['B']],
    ['§5 keeps six decimals', [token('USDC', '6')], ['USDC']],
    ['§5 empty list', [], []],
    ['§5 all dropped', [token('A', '0'), token('B', '0')], []],
    ['§5 only the literal string 0: "00" stays', [token('A', '00')], ['A']],
    ['§5 only the literal string 0: padded stays', [token('A', ' 0')], ['A']],
    ['§5 only the literal string 0: full-width ０ stays', [token('A', '０')], ['A']],
    ['§5 only the literal string 0: empty stays', [token('A', '')], ['A']],
  ])('%s', (_section, tokens, symbols) => {
    expect(dropZeroDecimalTokens(tokens).map((kept) => kept.symbol)).toEqual(symbols);
  });

  it('§5 returns a new list and leaves the input alone', () => {
    const tokens = [token('A', '0')];
    expect(dropZeroDecimalTokens(tokens)).not.toBe(tokens);
    expect(tokens).toHaveLength(1);
  });
});
