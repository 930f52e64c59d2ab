import { constants } from '../constants.js';
import { PorticoError } from '../errors/PorticoError.js';
import { retry } from './retry.js';
import { retryAfterMs } from './retryAfter.js';
import type { Sleep } from './sleep.js';

const { retryAttempts, retryBaseDelayMs, retryHttpStatuses } = constants.rpc;

/** §7: the unknown code -1 and the internal error -32603; timeouts are recognised by the error itself. */
const retryRpcCodes: readonly unknown[] = [-1, -32603];
const retryStatuses: readonly unknown[] = retryHttpStatuses;

interface ErrorLike {
  readonly name?: unknown;
  readonly code?: unknown;
  readonly status?: unknown;
  readonly headers?: { get(name: string): string | null };
}

/**
 * §7 whether a failed RPC call may be retried: codes -1 and -32603, a time-out (HTTP_TIMEOUT or an error named
 * TimeoutError), and HTTP 403, 408, 413, 429, 500, 502, 503, 504. Never a user rejection (4001), invalid params
 * (-32602), HTTP 400 or a plain network failure.
 */
export function isRetryableRpcError(error: unknown): boolean {
  if (error instanceof PorticoError) {
    return error.code === 'HTTP_TIMEOUT' || retryStatuses.includes(error.params.status);
  }
  if (typeof error !== 'object' || error === null) return false;
  const { name, code, status } = error as ErrorLike;
  return name === 'TimeoutError' || retryRpcCodes.includes(code) || retryStatuses.includes(status);
}

function retryAfterHeader(error: unknown): string | undefined {
  if (error instanceof PorticoError) {
    const { retryAfter } = error.params;
    return retryAfter === undefined ? undefined : String(retryAfter);
  }
  return (error as ErrorLike | null | undefined)?.headers?.get('retry-after') ?? undefined;
}

/**
 * §9 RPC retry delay before retry `n` (0 for the first): 150·2^n ms. A Retry-After on the error is honoured as
 * a lower bound — the wait is the longer of the two, so a server's request is never cut short and a
 * Retry-After of 0 does not turn the backoff off.
 */
export function rpcRetryDelay(n: number, error: unknown, now = Date.now()): number {
  const backoff = retryBaseDelayMs * 2 ** n;
  const header = retryAfterHeader(error);
  const serverWait = header === undefined ? undefined : retryAfterMs(header, now);
  return Math.max(backoff, serverWait ?? 0);
}

/** §9 RPC retry: 3 attempts in total (DECISIONS), exponential from 150 ms, only on retryable errors. */
export function rpcRetry<T>(
  task: (attempt: number) => Promise<T>,
  options: { sleep?: Sleep; now?: () => number } = {},
): Promise<T> {
  const { now = Date.now, ...rest } = options;
  return retry(task, {
    ...rest,
    retries: retryAttempts - 1,
    delayMs: (n, error) => rpcRetryDelay(n, error, now()),
    shouldRetry: isRetryableRpcError,
  });
}
