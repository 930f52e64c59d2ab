import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PorticoError } from '../errors/PorticoError.js';
import { queryRetry, queryRetryDelay } from './queryRetry.js';
import { retry } from './retry.js';
import { retryAfterMs } from './retryAfter.js';
import { isRetryableRpcError, rpcRetry, rpcRetryDelay } from './rpcRetry.js';
import { sleep } from './sleep.js';

/** A task that fails `failures` times with `error` (then resolves 'ok'), noting the fake clock at each try. */
function flaky(error: unknown, failures = Number.POSITIVE_INFINITY) {
  const times: number[] = [];
  const task = async () => {
    times.push(Date.now());
    if (times.length <= failures) throw error;
    return 'ok';
  };
  return { task, times };
}

async function settle<T>(promise: Promise<T>): Promise<T | unknown> {
  const outcome = promise.catch((error: unknown) => error);
  await vi.runAllTimersAsync();
  return outcome;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('retry (generic helper)', () => {
  it('§9 retries twice, 100 ms apart, then throws the last error', async () => {
    const error = new Error('down');
    const { task, times } = flaky(error);
    expect(await settle(retry(task))).toBe(error);
    expect(times).toEqual([0, 100, 200]);
  });

  it('§9 resolves as soon as a try succeeds', async () => {
    const { task, times } = flaky(new Error('once'), 1);
    expect(await settle(retry(task))).toBe('ok');
    expect(times).toEqual([0, 100]);
  });

  it('§9 stops at an error it may not retry', async () => {
    const error = new Error('fatal');
    const { task, times } = flaky(error);
    expect(await settle(retry(task, { shouldRetry: () => false }))).toBe(error);
    expect(times).toEqual([0]);
  });

  it('§9 uses an injected sleep with the delay of each retry', async () => {
    const waits: number[] = [];
    const { task } = flaky(new Error('x'));
    const outcome = retry(task, {
      retries: 3,
      delayMs: (n) => n + 1,
      sleep: async (ms) => void waits.push(ms),
    });
    await expect(outcome).rejects.toThrow('x');
    expect(waits).toEqual([1, 2, 3]);
  });

  it('§9 sleep waits on a timer', async () => {
    let done = false;
    void sleep(100).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});

describe('queryRetry', () => {
  it.each([
    ['§9', 0, 1_000],
    ['§9', 1, 2_000],
    ['§9', 2, 4_000],
    ['§9', 4, 16_000],
    ['§9', 5, 30_000],
    ['§9', 10, 30_000],
  ])('%s delay before retry n=%i is %i ms', (_section, n, delay) => {
    expect(queryRetryDelay(n)).toBe(delay);
  });

  it('§9 makes up to 4 tries (3 retries) at 1 s, 2 s, 4 s', async () => {
    const error = new Error('query failed');
    const { task, times } = flaky(error);
    expect(await settle(queryRetry(task))).toBe(error);
    expect(times).toEqual([0, 1_000, 3_000, 7_000]);
  });
});

describe('rpcRetry', () => {
  const status = (code: number, retryAfter?: string) =>
    new PorticoError(
      'HTTP_STATUS',
      retryAfter === undefined ? { status: code } : { status: code, retryAfter },
    );

  it.each<[string, unknown, boolean]>([
    ['§7 code -1', { code: -1 }, true],
    ['§7 internal error -32603', { code: -32603 }, true],
    ['§7 HTTP time-out', new PorticoError('HTTP_TIMEOUT'), true],
    ['§7 a TimeoutError', Object.assign(new Error('t'), { name: 'TimeoutError' }), true],
    ...[403, 408, 413, 429, 500, 502, 503, 504].map((code): [string, unknown, boolean] => [
      `§7 HTTP ${code}`,
      status(code),
      true,
    ]),
    ['§7 HTTP status on a foreign error', { status: 503 }, true],
    ['§7 user rejected 4001', { code: 4001 }, false],
    ['§7 invalid params -32602', { code: -32602 }, false],
    ['§7 HTTP 400', status(400), false],
    ['§7 HTTP 404', { status: 404 }, false],
    ['§7 a network failure', new PorticoError('HTTP_REQUEST_FAILED'), false],
    ['§7 a string', 'boom', false],
    ['§7 null', null, false],
  ])('%s is retryable: %s', (_row, error, expected) => {
    expect(isRetryableRpcError(error)).toBe(expected);
  });

  it('§9 makes 3 attempts in total, 150 ms then 300 ms apart', async () => {
    const error = { code: -32603, message: 'internal' };
    const { task, times } = flaky(error);
    expect(await settle(rpcRetry(task))).toBe(error);
    expect(times).toEqual([0, 150, 450]);
  });

  it.each([
    ['§7 4001', { code: 4001 }],
    ['§7 -32602', { code: -32602 }],
    ['§7 HTTP 400', status(400)],
  ])('%s is never retried', async (_row, error) => {
    const { task, times } = flaky(error);
    expect(await settle(rpcRetry(task))).toBe(error);
    expect(times).toEqual([0]);
  });

  it('§7 honours a Retry-After in seconds longer than the backoff', async () => {
    const { task, times } = flaky(status(429, '2'), 1);
    expect(await settle(rpcRetry(task))).toBe('ok');
    expect(times).toEqual([0, 2_000]);
  });

  it('§7 honours a Retry-After HTTP date', async () => {
    const { task, times } = flaky(status(503, new Date(5_000).toUTCString()), 1);
    expect(await settle(rpcRetry(task))).toBe('ok');
    expect(times).toEqual([0, 5_000]);
  });

  it.each([
    ['§7 Retry-After 0 keeps the backoff', status(429, '0'), 0, 150],
    ['§7 a past Retry-After date keeps the backoff', status(429, new Date(0).toUTCString()), 1, 300],
    ['§7 an unreadable Retry-After keeps the backoff', status(429, 'soon'), 0, 150],
    [
      '§7 Retry-After from response headers',
      { status: 429, headers: new Headers({ 'Retry-After': '1' }) },
      0,
      1_000,
    ],
    ['§7 headers without Retry-After', { status: 429, headers: new Headers() }, 1, 300],
    ['§7 no Retry-After', { code: -1 }, 1, 300],
    ['§7 no error details', undefined, 2, 600],
    ['§7 an HTTP status without Retry-After', status(503), 0, 150],
  ])('%s', (_row, error, n, delay) => {
    expect(rpcRetryDelay(n, error, 1_000)).toBe(delay);
  });
});

describe('retryAfterMs', () => {
  it.each([
    ['§7 seconds', '3', 0, 3_000],
    ['§7 seconds with spaces', ' 10 ', 0, 10_000],
    ['§7 a future date', 'Thu, 01 Jan 1970 00:00:04 GMT', 1_000, 3_000],
    ['§7 a past date', 'Thu, 01 Jan 1970 00:00:00 GMT', 1_000, 0],
    ['§7 garbage', 'later', 0, undefined],
    ['§7 negative seconds', '-5', 0, undefined],
  ])('%s', (_row, value, now, expected) => {
    expect(retryAfterMs(value, now)).toBe(expected);
  });
});
