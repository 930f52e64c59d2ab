import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './rateLimiter.js';

describe('createMemoryRateLimiter', () => {
  it('§8 allows `limit` hits per window and key, then tells how long to wait', () => {
    let now = 1_000;
    const limiter = createMemoryRateLimiter({ limit: 2, windowMs: 10_000 }, () => now);
    expect(limiter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(limiter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    now += 2_500;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 8 });
    expect(limiter.hit('b')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    now += 7_500; // the window of 'a' has ended
    expect(limiter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it('§8 never asks to wait less than a second', () => {
    let now = 0;
    const limiter = createMemoryRateLimiter({ limit: 1, windowMs: 1_000 }, () => now);
    limiter.hit('a');
    now = 999;
    expect(limiter.hit('a').retryAfterSeconds).toBe(1);
  });
});
