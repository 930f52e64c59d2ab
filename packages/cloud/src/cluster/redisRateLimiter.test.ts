import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { redisAnswers, testRedisKeyPrefix } from '../test/redisPass.js';
import { createRedisRateLimiter } from './redisRateLimiter.js';

const silent = pino({ level: 'silent' });
const redisUrl = process.env.REDIS_URL;
const ready = await redisAnswers(redisUrl);

describe.skipIf(!ready)('createRedisRateLimiter against Redis', () => {
  const redis = new Redis(redisUrl as string);
  afterAll(() => redis.quit());

  it('§8 allows `limit` hits per window and key, shared by every limiter on the same keys', async () => {
    const prefix = testRedisKeyPrefix();
    const one = createRedisRateLimiter(redis, prefix, { limit: 2, windowMs: 60_000 }, silent);
    const other = createRedisRateLimiter(redis, prefix, { limit: 2, windowMs: 60_000 }, silent);
    expect(await one.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await other.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    const refused = await one.hit('a');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await other.hit('b')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    await redis.del(`${prefix}a`, `${prefix}b`);
  });
});

describe('createRedisRateLimiter without Redis', () => {
  it('lets requests through while Redis does not answer', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    down.on('error', () => {}); // the limiter's answer is what this test checks
    const limiter = createRedisRateLimiter(down, 'x:', { limit: 0, windowMs: 1_000 }, silent);
    expect(await limiter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    down.disconnect();
  });
});
