import { describe, expect, it } from 'vitest';
import { formatUnits } from './units.js';

describe('formatUnits', () => {
  it.each([
    [12_345_678_912n, 9, '12.345678912'],
    [1_500_000_000n, 9, '1.5'],
    [1_000_000_000n, 9, '1'],
    [7n, 9, '0.000000007'],
    [0n, 9, '0'],
    [424_242n, 6, '0.424242'],
    [-1_500_000n, 6, '-1.5'],
    [42n, 0, '42'],
  ])('%s base units with %s decimals is %s', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected);
  });
});
