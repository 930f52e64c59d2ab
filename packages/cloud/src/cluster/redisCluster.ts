import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { RelayMessage } from '../relay/relayMessage.js';
import { withoutPassword } from '../secrets/secretRedactor.js';
import { withTimeout } from '../withTimeout.js';
import type { Cluster } from './cluster.js';
import { createRedisRateLimiter } from './redisRateLimiter.js';

export interface RedisClusterOptions {
  /** Prefixes every key and channel, so clouds (or test runs) can share one Redis. Default `portico:`. */
  keyPrefix?: string;
  logger: FastifyBaseLogger;
}

interface BusEnvelope {
  from: string;
  message: RelayMessage;
}

/** Opens two connections (commands, and the pub/sub subscriber); fails when Redis does not answer. */
export async function createRedisCluster(url: string, options: RedisClusterOptions): Promise<Cluster> {
  const { keyPrefix = 'portico:', logger } = options;
  const instance = randomUUID();
  const channel = `${keyPrefix}relay:messages`;
  const connect = async () => {
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
    redis.on('error', (error: Error) => logger.warn({ err: error }, 'redis connection error'));
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      throw new Error(`Redis at ${withoutPassword(url)} does not answer: ${(error as Error).message}`);
    }
    return redis;
  };
  const commands = await connect();
  let subscriber: Redis;
  try {
    subscriber = await connect();
    await subscriber.subscribe(channel);
  } catch (error) {
    commands.disconnect();
    throw error;
  }
  const handlers: Array<(message: RelayMessage) => void> = [];
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let envelope: BusEnvelope;
    try {
      envelope = JSON.parse(text) as BusEnvelope;
    } catch (error) {
      logger.error({ err: error, channel }, 'relay bus: a message that is not JSON was ignored');
      return;
    }
    if (envelope.from === instance) return;
    for (const handler of handlers) handler(envelope.message);
  });
  return {
    kind: 'redis',
    relayBus: {
      publish: async (message) => {
        await commands.publish(channel, JSON.stringify({ from: instance, message } satisfies BusEnvelope));
      },
      onMessage: (handler) => {
        handlers.push(handler);
      },
    },
    rateLimiter: (name, rate) => createRedisRateLimiter(commands, `${keyPrefix}rate:${name}:`, rate, logger),
    ping: async (timeoutMs) => {
      const answer = await withTimeout(commands.ping(), timeoutMs, 'Redis');
      if (answer !== 'PONG') throw new Error(`Redis answered PING with ${answer}`);
    },
    close: async () => {
      await Promise.all([subscriber.quit(), commands.quit()]);
    },
  };
}
