import { constants } from '@portico/core';
import { Pool } from 'undici';
import type { JsonRpcRequest } from './jsonRpc.js';
import { UpstreamError } from './upstreamError.js';

/** One upstream JSON-RPC endpoint over a keep-alive connection pool. */
export interface Upstream {
  readonly url: string;
  /** POSTs the payload; resolves with the parsed JSON answer, or rejects with an `UpstreamError`. */
  post(payload: JsonRpcRequest | JsonRpcRequest[], timeoutMs: number): Promise<unknown>;
  /**
   * Closes the connections, failing the requests still waiting: it runs at shutdown once the HTTP requests are
   * drained, and one left (its client's connection closed after the grace period) must not hold the process.
   */
  close(): Promise<void>;
}

const retryHttpStatuses: readonly number[] = constants.rpc.retryHttpStatuses;

/** Connections kept open to one upstream; more requests wait in the pool's queue. */
const connectionsPerUpstream = 64;

/** `timeout` arms each request's time limit; default `AbortSignal.timeout` (tests pass one they fire). */
export function createUpstream(
  url: string,
  timeout: (ms: number) => AbortSignal = (ms) => AbortSignal.timeout(ms),
): Upstream {
  const target = new URL(url);
  const pool = new Pool(target.origin, { connections: connectionsPerUpstream, keepAliveTimeout: 30_000 });
  const path = `${target.pathname}${target.search}`;
  return {
    url,
    async post(payload, timeoutMs) {
      const signal = timeout(timeoutMs);
      try {
        const response = await pool.request({
          path,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(payload),
          signal,
        });
        const text = await response.body.text();
        const { statusCode } = response;
        if (statusCode >= 200 && statusCode < 300) return parseAnswer(text);
        // Some providers send their JSON-RPC errors (-32602 …) with an HTTP 4xx: those pass through as answers.
        const answer = retryHttpStatuses.includes(statusCode) ? undefined : jsonRpcAnswer(text);
        if (answer !== undefined) return answer;
        throw new UpstreamError(`The upstream answered HTTP ${statusCode}`, {
          status: statusCode,
          headers: response.headers,
        });
      } catch (error) {
        if (error instanceof UpstreamError) throw error;
        if (signal.aborted) {
          throw new UpstreamError(`The upstream did not answer within ${timeoutMs} ms`, { timeout: true });
        }
        throw new UpstreamError(`The upstream is unreachable: ${(error as Error).message}`);
      }
    },
    close: () => pool.destroy(),
  };
}

function parseAnswer(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new UpstreamError('The upstream answered with malformed JSON', { status: 502 });
  }
}

/** The body as JSON-RPC answers (an object or array of objects with `result` or `error`), else undefined. */
function jsonRpcAnswer(text: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const items = Array.isArray(parsed) ? parsed : [parsed];
  const answers =
    items.length > 0 &&
    items.every((item) => typeof item === 'object' && item !== null && ('result' in item || 'error' in item));
  return answers ? parsed : undefined;
}
