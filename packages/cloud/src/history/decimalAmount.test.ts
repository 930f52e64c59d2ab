import { describe, expect, it } from 'vitest';
import { decimalAmount } from './decimalAmount.js';

describe('decimalAmount', () => {
  it('places the decimal point exactly, beyond float precision', () => {
    expect(decimalAmount('1500000000000000000', 18)).toBe('1.5');
    expect(decimalAmount('12345678', 6)).toBe('12.345678');
    expect(decimalAmount('1', 18)).toBe('0.000000000000000001');
    expect(decimalAmount('123456789012345678901234567890', 18)).toBe('123456789012.34567890123456789');
    expect(decimalAmount('2000000', 6)).toBe('2');
    expect(decimalAmount('7', 0)).toBe('7');
  });
});
