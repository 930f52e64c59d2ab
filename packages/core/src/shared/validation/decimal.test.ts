import { describe, expect, it } from 'vitest';
import { PorticoError } from '../errors/PorticoError.js';
import { assertDecimal, isDecimal } from './decimal.js';

const megabyteOfDigits = '1'.repeat(1_000_000);

describe('isDecimal [§5 decimal]', () => {
  it.each([
    ['§5', '0'],
    ['§5', '42'],
    ['§5', '-42'],
    ['§5', '3.14'],
    ['§5', '-0.5'],
    ['§5', '1.'],
    ['§5', '.5'],
    ['§5', '-.5'],
    ['§5', '007'],
  ])('%s accepts %j', (_section, value) => {
    expect(isDecimal(value)).toBe(true);
  });

  it.each([
    ['§5', ''],
    ['§5', '-'],
    ['§5', '.'],
    ['§5', '-.'],
    ['§5', '+1'],
    ['§5', '--1'],
    ['§5', '1.2.3'],
    ['§5', '1..2'],
    ['§5', '1-'],
    ['§5', '1e5'],
    ['§5', '0x10'],
    ['§5', ' 1'],
    ['§5', '1 '],
    ['§5', '1,5'],
    ['§5', 'abc'],
    ['§5 fullwidth digits', '０１'],
    ['§5 Arabic-Indic digits', '١٢٣'],
    ['§5 zero-width space', '1\u200b2'],
    ['§5 minus sign U+2212', '\u22121'],
  ])('%s rejects %j', (_section, value) => {
    expect(isDecimal(value)).toBe(false);
  });

  it.each([
    ['§5 1 MB of digits', megabyteOfDigits, true],
    ['§5 1 MB of digits then a letter', `${megabyteOfDigits}x`, false],
    ['§5 1 MB with two dots', `${megabyteOfDigits}.${megabyteOfDigits}.`, false],
  ])('%s is judged without hanging', (_label, value, expected) => {
    expect(isDecimal(value)).toBe(expected);
  });

  it.each([
    ['§5', 1],
    ['§5', null],
    ['§5', undefined],
    ['§5', {}],
  ])('%s returns false for the non-string %j', (_section, value) => {
    expect(isDecimal(value as unknown as string)).toBe(false);
  });
});

describe('assertDecimal [§5 decimal]', () => {
  it.each([
    ['§5', '12.5'],
    ['§5', '-3'],
  ])('%s accepts %j', (_section, value) => {
    expect(() => assertDecimal(value)).not.toThrow();
  });

  it.each([
    ['§5', ''],
    ['§5', '1.2.3'],
    ['§5', '１'],
  ])("%s throws 'not a valid decimal number' for %j", (_section, value) => {
    expect(() => assertDecimal(value)).toThrow(PorticoError);
    expect(() => assertDecimal(value)).toThrow('not a valid decimal number');
  });
});
