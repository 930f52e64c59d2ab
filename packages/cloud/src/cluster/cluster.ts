import { createMemoryRateLimiter, type RateLimiter } from '../edge/index.js';
import type { RelayMessage } from '../relay/relayMessage.js';

/** Tells the other instances of the cloud about relay messages this one stored. */
export interface RelayBus {
  publish(message: RelayMessage): Promise<void>;
  /** Receives the messages other instances stored (never this instance's own). */
  onMessage(handler: (message: RelayMessage) => void): void;
}

export interface RateLimit {
  limit: number;
  windowMs: number;
}

/**
 * What the instances of one cloud share: relay delivery and rate-limit counts. One instance alone keeps
 * both in its memory; with REDIS_URL they live in Redis (`createRedisCluster`).
 */
export interface Cluster {
  readonly kind: 'single' | 'redis';
  readonly relayBus: RelayBus;
  /** A limiter counting per key; `name` keeps the counts of different limits apart. */
  rateLimiter(name: string, rate: RateLimit): RateLimiter;
  /** Resolves when what is shared answers within `timeoutMs` (Redis: PING); rejects with what went wrong. */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/** A single instance: nothing to tell anyone, counts in memory. */
export function createSingleCluster(): Cluster {
  return {
    kind: 'single',
    relayBus: { publish: async () => {}, onMessage: () => {} },
    rateLimiter: (_name, rate) => createMemoryRateLimiter(rate),
    ping: async () => {},
    close: async () => {},
  };
}
