import { describe, expect, it } from 'vitest';
import { isSignedMessage, isTransactionHash } from './transactionHash.js';

const hex64 = 'ab'.repeat(32);
const wrongTypes = [
  ['§5', 1],
  ['§5', null],
  ['§5', undefined],
  ['§5', { hash: `0x${hex64}` }],
] as const;

describe('isTransactionHash [§5 tx-hash]', () => {
  it.each([
    ['§5 lowercase', `0x${hex64}`, true],
    ['§5 mixed case', `0x${'aB'.repeat(32)}`, true],
    ['§5 digits', `0x${'0'.repeat(64)}`, true],
    ['§5 empty', '', false],
    ['§5 only 0x', '0x', false],
    ['§5 63 hex', `0x${hex64.slice(1)}`, false],
    ['§5 65 hex', `0x${hex64}a`, false],
    ['§5 no 0x', hex64, false],
    ['§5 0X prefix', `0X${hex64}`, false],
    ['§5 non-hex', `0x${'g'.repeat(64)}`, false],
    ['§5 trailing newline', `0x${hex64}\n`, false],
    ['§5 Cyrillic а', `0x${hex64.slice(1)}а`, false],
    ['§5 fullwidth digit', `0x${hex64.slice(1)}０`, false],
    ['§5 Arabic-Indic digit', `0x${hex64.slice(1)}٣`, false],
    ['§5 zero-width space', `0x${hex64}\u200b`, false],
  ])('%s: %s → %s', (_label, value, expected) => {
    expect(isTransactionHash(value)).toBe(expected);
  });

  it('§5 rejects 1 MB of hex', () => {
    expect(isTransactionHash(`0x${'a'.repeat(1_000_000)}`)).toBe(false);
  });

  it.each(wrongTypes)('%s returns false for the non-string %j', (_section, value) => {
    expect(isTransactionHash(value)).toBe(false);
  });
});

describe('isSignedMessage [§5 tx-hash]', () => {
  it.each([
    ['§5 62 hex, the minimum', `0x${hex64.slice(2)}`, true],
    ['§5 64 hex', `0x${hex64}`, true],
    ['§5 a 65-byte signature', `0x${'1b'.repeat(65)}`, true],
    ['§5 mixed case', `0x${'aB'.repeat(31)}`, true],
    ['§5 empty', '', false],
    ['§5 only 0x', '0x', false],
    ['§5 61 hex', `0x${hex64.slice(3)}`, false],
    ['§5 no 0x', hex64, false],
    ['§5 non-hex at the end', `0x${hex64}z`, false],
    ['§5 Cyrillic а', `0x${hex64}а`, false],
    ['§5 fullwidth digit', `0x${hex64}０`, false],
    ['§5 Arabic-Indic digit', `0x${hex64}٣`, false],
    ['§5 zero-width space', `0x${hex64}\u200b`, false],
  ])('%s: %s → %s', (_label, value, expected) => {
    expect(isSignedMessage(value)).toBe(expected);
  });

  it.each([
    ['§5 1 MB of hex', `0x${'a'.repeat(1_000_000)}`, true],
    ['§5 1 MB of hex then a non-hex character', `0x${'a'.repeat(1_000_000)}z`, false],
  ])('%s is judged without hanging', (_label, value, expected) => {
    expect(isSignedMessage(value)).toBe(expected);
  });

  it.each(wrongTypes)('%s returns false for the non-string %j', (_section, value) => {
    expect(isSignedMessage(value)).toBe(false);
  });
});
