import { describe, expect, it } from 'vitest';
import { defaultAccountTypes } from './accountType.js';

describe('defaultAccountTypes', () => {
  it.each([
    ['§9', 'eip155', 'smartAccount'],
    ['§9', 'solana', 'eoa'],
    ['§9', 'polkadot', 'eoa'],
    ['§9 bitcoin', 'bip122', 'payment'],
    ['§9 (unspecified: Portico chooses eoa)', 'cosmos', 'eoa'],
  ] as const)('%s %s defaults to %s', (_section, chainNamespace, accountType) => {
    expect(defaultAccountTypes[chainNamespace]).toBe(accountType);
  });
});
