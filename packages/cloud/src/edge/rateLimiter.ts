export interface RateDecision {
  allowed: boolean;
  /** Whole seconds until the key's window resets (for Retry-After); 0 when allowed. */
  retryAfterSeconds: number;
}

/** Counts requests per key. In memory today; a Redis implementation can take its place for several servers. */
export interface RateLimiter {
  hit(key: string): RateDecision | Promise<RateDecision>;
}

interface Window {
  count: number;
  resetAt: number;
}

/** Fixed windows of `windowMs`, at most `limit` hits per key per window. */
export function createMemoryRateLimiter(
  { limit, windowMs }: { limit: number; windowMs: number },
  now: () => number = Date.now,
): { hit(key: string): RateDecision } {
  const windows = new Map<string, Window>();
  let nextSweep = now() + windowMs;
  return {
    hit(key) {
      const time = now();
      if (time >= nextSweep) {
        for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
        nextSweep = time + windowMs;
      }
      let window = windows.get(key);
      if (window === undefined || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= limit) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - time) / 1000)) };
    },
  };
}
