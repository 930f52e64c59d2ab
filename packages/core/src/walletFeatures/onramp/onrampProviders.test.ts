import { describe, expect, it } from 'vitest';
import { normalizeOnrampProviders } from './onrampProviders.js';

// biome-ignore lint/suspicious/noSparseArray: a sparse list from a remote config is one of the bad inputs
const sparse = ['meld', , 'coinbase'];

describe('normalizeOnrampProviders [§5 onramp-providers]', () => {
  it.each([
    ['§5 array of strings', ['meld', 'coinbase'], ['meld', 'coinbase']],
    ['§5 empty array', [], []],
    ['§5 empty strings are still strings', [''], ['']],
    ['§5 look-alike names are kept as given', ['mеld'], ['mеld']],
    ['§5 one non-string spoils the list', ['meld', 1], []],
    ['§5 null entry', ['meld', null], []],
    ['§5 String object', [new String('meld')], []],
    ['§5 nested array', [['meld']], []],
    ['§5 sparse array', sparse, []],
    ['§5 a single string', 'meld', []],
    ['§5 comma list', 'meld,coinbase', []],
    ['§5 undefined', undefined, []],
    ['§5 null', null, []],
    ['§5 object', { 0: 'meld', length: 1 }, []],
    ['§5 number', 42, []],
  ])('%s', (_section, value, expected) => {
    expect(normalizeOnrampProviders(value)).toEqual(expected);
  });

  it('§5 returns a copy, not the remote array', () => {
    const remote = ['meld'];
    expect(normalizeOnrampProviders(remote)).not.toBe(remote);
  });

  it('§5 keeps a huge list', () => {
    expect(normalizeOnrampProviders(Array(100_000).fill('meld'))).toHaveLength(100_000);
  });
});
