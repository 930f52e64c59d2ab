import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { constants } from '../constants.js';
import { createTtlCache } from './ttlCache.js';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createTtlCache', () => {
  it.each([
    ['§9 balance cache', constants.cache.balanceTtlMs],
    ['§9 native balance cache', constants.cache.nativeBalanceTtlMs],
    ['§9 name cache', constants.cache.nameTtlMs],
    ['§9 identity cache', constants.cache.identityTtlMs],
  ])('%s keeps a value for %i ms, then drops it', (_row, ttlMs) => {
    const cache = createTtlCache<string, string>({ ttlMs });
    cache.set('eip155:1:0xabc', 'value');
    vi.advanceTimersByTime(ttlMs - 1);
    expect(cache.get('eip155:1:0xabc')).toBe('value');
    expect(cache.has('eip155:1:0xabc')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(cache.has('eip155:1:0xabc')).toBe(false);
    expect(cache.get('eip155:1:0xabc')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('§9 an entry may carry its own TTL', () => {
    const cache = createTtlCache<string, number>({ ttlMs: 1_000 });
    cache.set('short', 1, 10);
    cache.set('long', 2);
    vi.advanceTimersByTime(10);
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('long')).toBe(2);
  });

  it('§9 uses an injected clock', () => {
    let time = 100;
    const cache = createTtlCache<string, number>({ ttlMs: 5, now: () => time });
    cache.set('a', 1);
    time = 104;
    expect(cache.get('a')).toBe(1);
    time = 105;
    expect(cache.get('a')).toBeUndefined();
  });

  it('§9 is bounded at 8192 entries by default, evicting the oldest', () => {
    const cache = createTtlCache<number, number>({ ttlMs: 60_000 });
    for (let i = 0; i <= 8192; i++) cache.set(i, i);
    expect(cache.size).toBe(8192);
    expect(cache.has(0)).toBe(false);
    expect(cache.get(1)).toBe(1);
    expect(cache.get(8192)).toBe(8192);
  });

  it('§9 evicts the least recently used entry when full', () => {
    const cache = createTtlCache<string, number>({ ttlMs: 60_000, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
  });

  it('§9 overwriting a key neither grows the cache nor evicts another', () => {
    const cache = createTtlCache<string, number>({ ttlMs: 60_000, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBe(3);
    expect(cache.get('b')).toBe(2);
  });

  it('§9 deletes and clears', () => {
    const cache = createTtlCache<string, number>({ ttlMs: 60_000 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.delete('a')).toBe(true);
    expect(cache.delete('a')).toBe(false);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
