import { describe, expect, it } from 'vitest';
import { isChainNamespace } from './chainNamespace.js';

describe('isChainNamespace [§5 enums]', () => {
  it.each([
    ['§5', 'eip155', true],
    ['§5', 'solana', true],
    ['§5', 'polkadot', true],
    ['§5', 'bip122', true],
    ['§5', 'cosmos', true],
    ['§5', '', false],
    ['§5', 'tron', false],
    ['§5', 'EIP155', false],
    ['§5', ' eip155', false],
    ['§5 Cyrillic а', 'solаna', false],
    ['§5 fullwidth digit', 'eip１55', false],
    ['§5 zero-width space', 'eip155\u200b', false],
    ['§5', 155, false],
    ['§5', null, false],
    ['§5', undefined, false],
    ['§5', { chainNamespace: 'eip155' }, false],
    ['§5', ['eip155'], false],
  ])('%s %j → %s', (_label, value, expected) => {
    expect(isChainNamespace(value)).toBe(expected);
  });

  it('§5 rejects a 1 MB string', () => {
    expect(isChainNamespace('e'.repeat(1_000_000))).toBe(false);
  });
});
