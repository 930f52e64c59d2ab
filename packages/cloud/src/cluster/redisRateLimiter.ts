import type { Redis } from 'ioredis';
import type { RateDecision, RateLimiter } from '../edge/index.js';
import type { RateLimit } from './cluster.js';

// Fixed windows, as the memory limiter: the first hit of a window starts its expiry.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

/** At most `limit` hits per key per window, counted in Redis so every instance sees the same counts. */
export function createRedisRateLimiter(
  redis: Redis,
  keyPrefix: string,
  { limit, windowMs }: RateLimit,
): RateLimiter {
  return {
    async hit(key): Promise<RateDecision> {
      const [count, ttlMs] = (await redis.eval(hitScript, 1, `${keyPrefix}${key}`, windowMs)) as [
        number,
        number,
      ];
      if (count <= limit) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
    },
  };
}
