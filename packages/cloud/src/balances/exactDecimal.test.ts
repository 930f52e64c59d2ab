import { describe, expect, it } from 'vitest';
import {
  decimalFromNumber,
  decimalText,
  decimalToNumber,
  multiplyDecimals,
  parseExactDecimal,
} from './exactDecimal.js';

describe('exact decimals for balance values', () => {
  it('reads decimal strings and refuses anything else', () => {
    expect(parseExactDecimal('0.7319')).toEqual({ units: 7319n, scale: 4 });
    expect(parseExactDecimal('12')).toEqual({ units: 12n, scale: 0 });
    for (const bad of ['', '-1', '1e5', '.5', '1.', 'NaN', ' 1'])
      expect(parseExactDecimal(bad)).toBeUndefined();
  });

  it('reads a JSON number by its shortest text, exponents included', () => {
    expect(decimalFromNumber(0.1)).toEqual({ units: 1n, scale: 1 });
    expect(decimalFromNumber(1e-7)).toEqual({ units: 1n, scale: 7 });
    expect(decimalFromNumber(2.5e-8)).toEqual({ units: 25n, scale: 9 });
    expect(decimalFromNumber(1e21)).toEqual({ units: 10n ** 21n, scale: 0 });
    expect(decimalFromNumber(-1)).toBeUndefined();
    expect(decimalFromNumber(Number.NaN)).toBeUndefined();
  });

  it('writes the shortest exact text', () => {
    expect(decimalText({ units: 150n, scale: 2 })).toBe('1.5');
    expect(decimalText({ units: 5n, scale: 3 })).toBe('0.005');
    expect(decimalText({ units: 0n, scale: 18 })).toBe('0');
    expect(decimalText({ units: 42n, scale: 0 })).toBe('42');
  });

  it('multiplies exactly, then rounds once: a float product of the same inputs is off', () => {
    const quantity = { units: 42_123_456_789_012_345_678n, scale: 18 };
    const price = parseExactDecimal('2.3456') ?? { units: 0n, scale: 0 };
    const value = multiplyDecimals(quantity, price);
    expect(decimalText(value)).toBe('98.8047802443073580223168');
    expect(decimalToNumber(value)).toBe(98.80478024430735);
    expect(Number('42.123456789012345678') * 2.3456).toBe(98.80478024430737);
  });
});
