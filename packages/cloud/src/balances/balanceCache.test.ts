import { describe, expect, it } from 'vitest';
import { createBalanceCache } from './balanceCache.js';

describe('the balance cache', () => {
  it('answers until the time to live is over', () => {
    let now = 1_000;
    const cache = createBalanceCache<string>(30_000, 10, () => now);
    cache.set('a', 'first');
    now += 29_999;
    expect(cache.get('a')).toBe('first');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps at most its bound, dropping the oldest written', () => {
    const cache = createBalanceCache<number>(30_000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([3, undefined, 4]);
  });
});
