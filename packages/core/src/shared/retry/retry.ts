import { constants } from '../constants.js';
import { type Sleep, sleep as timerSleep } from './sleep.js';

export interface RetryOptions {
  /** Tries after the first one. */
  readonly retries?: number;
  /** The wait before retry `n` (0 for the first retry). A number is a fixed delay. */
  readonly delayMs?: number | ((n: number, error: unknown) => number);
  /** Whether an error may be retried; every error by default. */
  readonly shouldRetry?: (error: unknown) => boolean;
  readonly sleep?: Sleep;
}

/**
 * Runs `task` until it succeeds, an error may not be retried, or the retries are used up; then throws the
 * last error. Defaults are §9's generic retry helper: 2 retries, 100 ms apart.
 */
export async function retry<T>(
  task: (attempt: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const {
    retries = constants.genericRetry.retries,
    delayMs = constants.genericRetry.delayMs,
    shouldRetry = () => true,
    sleep = timerSleep,
  } = options;
  for (let attempt = 0; ; attempt++) {
    try {
      return await task(attempt);
    } catch (error) {
      if (attempt >= retries || !shouldRetry(error)) throw error;
      await sleep(typeof delayMs === 'number' ? delayMs : delayMs(attempt, error));
    }
  }
}
