import { describe, expect, it } from 'vitest';
import { formatFiat, formatFiatTotal } from './fiat.js';

describe('formatFiat [§5 display]', () => {
  it.each([
    ['§5 round half-up to cents', '1.005', 'en-US', { dollars: '1', pennies: '01', text: '1.01' }],
    ['§5 below half', '1.00499', 'en-US', { dollars: '1', pennies: '00', text: '1.00' }],
    [
      '§5 number taken by its text, not its binary value',
      1.005,
      'en-US',
      { dollars: '1', pennies: '01', text: '1.01' },
    ],
    [
      '§5 thousands separators',
      '1234567.891',
      'en-US',
      { dollars: '1,234,567', pennies: '89', text: '1,234,567.89' },
    ],
    [
      '§5 German separators',
      '1234567.891',
      'de-DE',
      { dollars: '1.234.567', pennies: '89', text: '1.234.567,89' },
    ],
    ['§5 Indian grouping', '1234567', 'en-IN', { dollars: '12,34,567', pennies: '00', text: '12,34,567.00' }],
    ['§5 carry into dollars', '9.999', 'en-US', { dollars: '10', pennies: '00', text: '10.00' }],
    ['§5 negative', '-1234.567', 'en-US', { dollars: '-1,234', pennies: '57', text: '-1,234.57' }],
    ['§5 tiny negative is zero, unsigned', '-0.004', 'en-US', { dollars: '0', pennies: '00', text: '0.00' }],
    [
      '§5 huge value stays exact',
      '123456789012345678901234.565',
      'en-US',
      {
        dollars: '123,456,789,012,345,678,901,234',
        pennies: '57',
        text: '123,456,789,012,345,678,901,234.57',
      },
    ],
    ['§5 missing', undefined, 'en-US', { dollars: '0', pennies: '00', text: '0.00' }],
    ['§5 empty', '', 'en-US', { dollars: '0', pennies: '00', text: '0.00' }],
    ['§5 currency text is not a number', '$12.00', 'en-US', { dollars: '0', pennies: '00', text: '0.00' }],
    ['§5 NaN', Number.NaN, 'en-US', { dollars: '0', pennies: '00', text: '0.00' }],
  ])('%s: %s in %s', (_section, value, locale, expected) => {
    expect(formatFiat(value, locale)).toEqual(expected);
  });

  it('§5 uses the runtime locale when none is given', () => {
    expect(formatFiat('1234.5')).toEqual(
      formatFiat('1234.5', new Intl.NumberFormat().resolvedOptions().locale),
    );
  });

  it('§5 rejects a malformed locale tag as Intl does', () => {
    expect(() => formatFiat('1', 'not a locale!')).toThrow(RangeError);
  });
});

describe('formatFiatTotal [§5 display]', () => {
  it.each([
    ['§5 sum of unrounded values, rounded once', ['0.004', '0.004', '0.004'], '0.01'],
    ['§5 not the sum of rounded values', ['0.005', '0.005'], '0.01'],
    ['§5 floats add without binary error', [0.1, 0.2], '0.30'],
    ['§5 mixed scales', ['1', '0.25', '100.125'], '101.38'],
    ['§5 gains and losses', ['10.50', '-0.75'], '9.75'],
    ['§5 empty list', [], '0.00'],
    ['§5 bad entries count as zero', ['1.10', undefined, 'abc', null, Number.NaN, '２'], '1.10'],
    ['§5 huge totals stay exact', ['99999999999999999999.995', '0.005'], '100,000,000,000,000,000,000.00'],
  ])('%s', (_section, values, text) => {
    expect(formatFiatTotal(values, 'en-US').text).toBe(text);
  });
});
