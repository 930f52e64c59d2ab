import { constants } from '../constants.js';

export interface RetryBlock {
  /** Starts (or restarts) the block after a failure. */
  block(): void;
  isBlocked(): boolean;
  reset(): void;
}

/** §4 "after a failure, retries are blocked for 30 seconds" (token balance). */
export function createRetryBlock(
  ms: number = constants.cache.balanceRetryBlockMs,
  now: () => number = Date.now,
): RetryBlock {
  let blockedUntil = Number.NEGATIVE_INFINITY;
  return {
    block() {
      blockedUntil = now() + ms;
    },
    isBlocked: () => now() < blockedUntil,
    reset() {
      blockedUntil = Number.NEGATIVE_INFINITY;
    },
  };
}
