import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateDecision, RateLimiter } from '../edge/index.js';
import type { RateLimit } from './cluster.js';

// Fixed windows, as the memory limiter: the first hit of a window starts its expiry.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

/**
 * At most `limit` hits per key per window, counted in Redis so every instance sees the same counts. While
 * Redis does not answer, hits are allowed (and logged): the cloud stays up rather than refusing everyone.
 */
export function createRedisRateLimiter(
  redis: Redis,
  keyPrefix: string,
  { limit, windowMs }: RateLimit,
  logger: FastifyBaseLogger,
): RateLimiter {
  return {
    async hit(key): Promise<RateDecision> {
      let count: number;
      let ttlMs: number;
      try {
        [count, ttlMs] = (await redis.eval(hitScript, 1, `${keyPrefix}${key}`, windowMs)) as [number, number];
      } catch (error) {
        logger.error(
          { err: error, keyPrefix },
          'rate limit not counted: Redis did not answer; the request is let through',
        );
        return { allowed: true, retryAfterSeconds: 0 };
      }
      if (count <= limit) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
    },
  };
}
