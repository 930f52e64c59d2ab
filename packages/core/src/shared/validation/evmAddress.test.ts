import { describe, expect, it } from 'vitest';
import { isEvmAddress, toChecksumAddress } from './evmAddress.js';

// EIP-55 reference vectors: mixed case, and addresses whose checksum is all caps or all lower.
const eip55Vectors = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
] as const;

const lower = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed';
const upper = '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED';
const oneCaseFlipped = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD';

describe('toChecksumAddress [§5 address]', () => {
  it.each(eip55Vectors.map((vector) => ['EIP-55 §5', vector]))('%s %s', (_label, vector) => {
    expect(toChecksumAddress(vector.toLowerCase())).toBe(vector);
    expect(toChecksumAddress(vector.slice(2).toUpperCase())).toBe(vector);
  });

  it.each([
    ['§5 empty', ''],
    ['§5 39 hex', lower.slice(0, -1)],
    ['§5 non-hex', `0x${'g'.repeat(40)}`],
  ])('%s throws a TypeError', (_label, address) => {
    expect(() => toChecksumAddress(address)).toThrow(TypeError);
  });
});

describe('isEvmAddress [§5 address]', () => {
  it.each<[string, string, boolean, boolean]>([
    ['§5 lowercase', lower, true, false],
    ['§5 uppercase', upper, true, false],
    ['§5 without 0x', lower.slice(2), true, false],
    ['§5 checksummed without 0x', eip55Vectors[0].slice(2), true, true],
    ['§5 one letter with the wrong case', oneCaseFlipped, true, false],
    ['§5 the zero address', `0x${'0'.repeat(40)}`, true, true],
    ...eip55Vectors.map((vector): [string, string, boolean, boolean] => [
      '§5 EIP-55 vector',
      vector,
      true,
      true,
    ]),
    ['§5 empty', '', false, false],
    ['§5 only 0x', '0x', false, false],
    ['§5 39 hex', lower.slice(0, -1), false, false],
    ['§5 41 hex', `${lower}a`, false, false],
    ['§5 0X prefix', `0X${lower.slice(2)}`, false, false],
    ['§5 double prefix', `0x${lower}`.slice(0, 44), false, false],
    ['§5 non-hex letter', `0x${'g'.repeat(40)}`, false, false],
    ['§5 surrounding space', ` ${lower}`, false, false],
    ['§5 Cyrillic а', lower.replace('a', 'а'), false, false],
    ['§5 fullwidth digit', lower.replace('5', '５'), false, false],
    ['§5 Arabic-Indic digit', lower.replace('5', '٥'), false, false],
    ['§5 zero-width space', `${lower}\u200b`, false, false],
  ])('%s: %s is valid %s, strictly valid %s', (_label, value, valid, strictlyValid) => {
    expect(isEvmAddress(value)).toBe(valid);
    expect(isEvmAddress(value, { strict: true })).toBe(strictlyValid);
  });

  it.each([
    ['§5 1 MB of hex', `0x${'a'.repeat(1_000_000)}`],
    ['§5 1 MB of 0x', '0x'.repeat(500_000)],
  ])('%s is rejected', (_label, value) => {
    expect(isEvmAddress(value)).toBe(false);
    expect(isEvmAddress(value, { strict: true })).toBe(false);
  });

  it.each([
    ['§5', 0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaedn],
    ['§5', 1],
    ['§5', null],
    ['§5', undefined],
    ['§5', { address: lower }],
  ])('%s returns false for the non-string %s', (_section, value) => {
    expect(isEvmAddress(value)).toBe(false);
    expect(isEvmAddress(value, { strict: true })).toBe(false);
  });
});
