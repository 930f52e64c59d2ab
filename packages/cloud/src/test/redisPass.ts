import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** Whether Redis answers a PING at `url` within a second (no retries). */
export async function redisAnswers(url: string | undefined): Promise<boolean> {
  if (!url) return false;
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {}); // the outcome is the answer below
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** A key prefix of its own per test run, so runs sharing one Redis never meet. */
export function testRedisKeyPrefix(): string {
  return `portico-test-${randomBytes(6).toString('hex')}:`;
}
