import { describe, expect, it } from 'vitest';
import { ActiveChain, toCaipNetworkId } from './activeChain.js';

describe('toCaipNetworkId', () => {
  it.each([
    ['eip155:10', undefined, 'eip155:10'],
    [137, undefined, 'eip155:137'],
    ['0x89', undefined, 'eip155:137'],
    ['5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  ] as const)('%s (%s) is %s', (chainId, namespace, expected) => {
    expect(toCaipNetworkId(chainId, namespace)).toBe(expected);
  });

  it.each(['eip155:1:2', 'nope:1', 'eip155:'])('refuses %s', (chainId) => {
    expect(() => toCaipNetworkId(chainId)).toThrow('Invalid CAIP-2 network id');
  });
});

describe('ActiveChain', () => {
  it('answers the initial chain until a switch, which it keeps in storage', () => {
    const storage = new Map<string, string>();
    const kv = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
    };
    const chain = new ActiveChain(kv, 'eip155:1');
    expect(chain.get()).toEqual({ chainId: 'eip155:1' });
    expect(chain.switchTo('0xa')).toEqual({ chainId: 'eip155:10' });
    expect(new ActiveChain(kv, 'eip155:1').get()).toEqual({ chainId: 'eip155:10' });
  });
});
