import { describe, expect, it } from 'vitest';
import { isSolanaAddress } from './solanaAddress.js';

const systemProgram = '11111111111111111111111111111111';
const wallet = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv';

describe('isSolanaAddress [§5 address]', () => {
  it.each([
    ['§5 32 characters', systemProgram, true],
    ['§5 44 characters', wallet, true],
    ['§5 token program', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', true],
    ['§5 empty', '', false],
    ['§5 31 characters', systemProgram.slice(1), false],
    ['§5 45 characters', `${wallet}1`, false],
    ['§5 0 is not base58', `0${systemProgram.slice(1)}`, false],
    ['§5 O is not base58', `O${systemProgram.slice(1)}`, false],
    ['§5 I is not base58', `I${systemProgram.slice(1)}`, false],
    ['§5 l is not base58', `l${systemProgram.slice(1)}`, false],
    ['§5 an EVM address', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', false],
    ['§5 surrounding space', ` ${systemProgram}`, false],
    ['§5 Cyrillic а', `${systemProgram.slice(1)}а`, false],
    ['§5 fullwidth digit', `${systemProgram.slice(1)}１`, false],
    ['§5 Arabic-Indic digit', `${systemProgram.slice(1)}١`, false],
    ['§5 zero-width space', `${systemProgram}\u200b`, false],
  ])('%s: %s → %s', (_label, value, expected) => {
    expect(isSolanaAddress(value)).toBe(expected);
  });

  it('§5 rejects 1 MB of base58', () => {
    expect(isSolanaAddress('1'.repeat(1_000_000))).toBe(false);
  });

  it.each([
    ['§5', 1],
    ['§5', null],
    ['§5', undefined],
    ['§5', { address: wallet }],
  ])('%s returns false for the non-string %j', (_section, value) => {
    expect(isSolanaAddress(value)).toBe(false);
  });
});
