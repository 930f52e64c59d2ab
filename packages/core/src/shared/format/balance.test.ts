import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBalance } from './balance.js';

describe('formatBalance [§5 display]', () => {
  it.each([
    ['§5 rounds down', '1.23456789', '1.234'],
    ['§5 rounds down, never up', '1.2349999', '1.234'],
    ['§5 below the third decimal', '0.0009', '0.000'],
    ['§5 pads short fractions', '2.5', '2.500'],
    ['§5 integer', '42', '42.000'],
    ['§5 trailing dot', '7.', '7.000'],
    ['§5 leading dot', '.5', '0.500'],
    ['§5 leading zeros', '007.10', '7.100'],
    [
      '§5 huge value stays exact',
      '123456789012345678901234567890.98765',
      '123456789012345678901234567890.987',
    ],
    ['§5 negative rounds toward zero', '-1.23456', '-1.234'],
    ['§5 tiny negative is zero, unsigned', '-0.0009', '0.000'],
    ['§5 zero', '0', '0.000'],
    ['§5 number input by its shortest text', 0.1 + 0.2, '0.300'],
    ['§5 tiny number in exponent form', 1e-7, '0.000'],
    ['§5 huge number in exponent form', 1.5e21, '1500000000000000000000.000'],
    ['§5 negative number in exponent form', -2.5e-10, '0.000'],
    ['§5 default: undefined', undefined, '0.000'],
    ['§5 default: null', null, '0.000'],
    ['§5 default: empty', '', '0.000'],
    ['§5 default: text', 'abc', '0.000'],
    ['§5 default: whitespace around', ' 1.5 ', '0.000'],
    ['§5 default: exponent string', '1e3', '0.000'],
    ['§5 default: comma decimal', '1,5', '0.000'],
    ['§5 default: two dots', '1.2.3', '0.000'],
    ['§5 default: full-width digits', '１.５', '0.000'],
    ['§5 default: Arabic-Indic digits', '١٫٥', '0.000'],
    ['§5 default: NaN', Number.NaN, '0.000'],
    ['§5 default: Infinity', Number.POSITIVE_INFINITY, '0.000'],
    ['§5 default: bigint', 5n, '0.000'],
    ['§5 default: object', { balance: '1' }, '0.000'],
  ])('%s', (_section, balance, expected) => {
    expect(formatBalance(balance)).toBe(expected);
  });

  it('§5 keeps a 100 kB balance exact', () => {
    const whole = '9'.repeat(100_000);
    expect(formatBalance(`${whole}.99999`)).toBe(`${whole}.999`);
  });

  it('§5 rounding down keeps the first three fraction digits of any non-negative decimal', () => {
    const whole = fc.stringMatching(/^(0|[1-9][0-9]{0,40})$/);
    const fraction = fc.stringMatching(/^[0-9]{0,40}$/);
    fc.assert(
      fc.property(whole, fraction, (w, f) => {
        expect(formatBalance(`${w}.${f}`)).toBe(`${w}.${f.padEnd(3, '0').slice(0, 3)}`);
      }),
    );
  });
});
