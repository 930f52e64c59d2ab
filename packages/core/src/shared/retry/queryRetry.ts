import { constants } from '../constants.js';
import { retry } from './retry.js';
import type { Sleep } from './sleep.js';

const { retries, baseDelayMs, maxDelayMs } = constants.queryRetry;

/** §9 query retry delay before retry `n` (0 for the first): min(1000·2^n, 30000) ms. */
export function queryRetryDelay(n: number): number {
  return Math.min(baseDelayMs * 2 ** n, maxDelayMs);
}

/** §9 query retry: up to 3 retries (4 tries, DECISIONS), on any error. */
export function queryRetry<T>(
  task: (attempt: number) => Promise<T>,
  options: { sleep?: Sleep } = {},
): Promise<T> {
  return retry(task, { ...options, retries, delayMs: queryRetryDelay });
}
