import { describe, expect, it } from 'vitest';
import { formatQuantity } from './quantity.js';

describe('formatQuantity [§5 display]', () => {
  it.each([
    ['§5 rounds half-up', '1.2345', '1.235'],
    ['§5 below half rounds down', '1.23449', '1.234'],
    ['§5 exact tie decided on the text, not the float', '1.0005', '1.001'],
    ['§5 carries into the whole part', '9.9995', '10.000'],
    ['§5 pads', '3', '3.000'],
    ['§5 negative tie goes away from zero', '-1.0005', '-1.001'],
    ['§5 tiny negative is zero, unsigned', '-0.0004', '0.000'],
    ['§5 huge value', '98765432109876543210.12345', '98765432109876543210.123'],
    ['§5 float that toFixed would round down', 1.0005, '1.001'],
    ['§5 default: undefined', undefined, '0.000'],
    ['§5 default: empty', '', '0.000'],
    ['§5 default: minus only', '-', '0.000'],
    ['§5 default: look-alike digits', '１２', '0.000'],
    ['§5 default: boolean', true, '0.000'],
  ])('%s', (_section, quantity, expected) => {
    expect(formatQuantity(quantity)).toBe(expected);
  });
});
