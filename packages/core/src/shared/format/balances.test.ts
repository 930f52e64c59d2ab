import { describe, expect, it } from 'vitest';
import { dropZeroDecimalTokens, formatNetworkBalance } from './balances.js';

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

describe('formatNetworkBalance [§5 balances]', () => {
  it.each([
    ['§5 testnet shows 0.00', '12.3456', { testnet: true, supported: true }, '0.00'],
    ['§5 unsupported chain shows 0.00', '12.3456', { supported: false }, '0.00'],
    ['§5 unsupported testnet', '12.3456', { testnet: true, supported: false }, '0.00'],
    ['§5 mainnet rounds down to 3 decimals', '12.3456', { testnet: false, supported: true }, '12.345'],
    ['§5 testnet flag absent', '1', { supported: true }, '1.000'],
    ['§5 missing balance on a mainnet', undefined, { supported: true }, '0.000'],
    ['§5 bad balance on a mainnet', 'NaN', { supported: true }, '0.000'],
  ])('%s', (_section, balance, network, expected) => {
    expect(formatNetworkBalance(balance, network)).toBe(expected);
  });
});
