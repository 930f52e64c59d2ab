import { describe, expect, it } from 'vitest';
import { fromUnits, toUnits } from './sendAmount.js';

const pUsd = { symbol: 'pUSD', decimals: 6 };

describe('toUnits: §5 decimal parsing into the token’s smallest unit', () => {
  it.each([
    ['1.5', 1_500_000n],
    ['1', 1_000_000n],
    ['.5', 500_000n],
    ['1.', 1_000_000n],
    ['0.000001', 1n],
    ['1234.567891', 1_234_567_891n],
  ])('%s pUSD is %i units', (amount, units) => {
    expect(toUnits(amount, pUsd)).toBe(units);
  });

  it('refuses more decimals than the token has, naming them', () => {
    expect(() => toUnits('1.0000001', pUsd)).toThrow('pUSD has 6 decimals: the amount has more');
  });

  it('keeps 18-decimal amounts exact beyond float precision', () => {
    expect(toUnits('42.123456789012345678', { symbol: 'PORT', decimals: 18 })).toBe(42_123456789012345678n);
  });

  it('no decimal gives undefined', () => {
    for (const amount of ['', 'abc', '1.2.3', '1e5', '--1']) expect(toUnits(amount, pUsd)).toBeUndefined();
  });
});

describe('fromUnits', () => {
  it.each([
    [1_500_000n, 6, '1.5'],
    [1n, 6, '0.000001'],
    [0n, 18, '0'],
    [10n ** 18n, 18, '1'],
    [-5n, 1, '-0.5'],
  ])('%i with %i decimals is %s', (units, decimals, text) => {
    expect(fromUnits(units, decimals)).toBe(text);
  });
});
