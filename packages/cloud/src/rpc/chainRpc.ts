import {
  constants,
  isRetryableRpcError,
  retry,
  retryAfterMs,
  rpcErrorCodes,
  rpcRetryDelay,
} from '@portico/core';
import {
  isRpcErrorResponse,
  type JsonRpcRequest,
  type JsonRpcResponse,
  rpcError,
  upstreamUnavailableCode,
} from './jsonRpc.js';
import { UpstreamError } from './upstreamError.js';
import { createUpstream, type Upstream } from './upstreamPool.js';

/** The timers of upstream calls; tests inject ones they drive. */
export interface UpstreamTimers {
  /** One upstream request's time limit: a signal that aborts `ms` from now (as `AbortSignal.timeout`). */
  timeout(ms: number): AbortSignal;
  /** The wait before a retry. */
  sleep(ms: number): Promise<void>;
}

export interface ChainRpcOptions {
  timeoutMs: number;
  /** A Retry-After longer than this fails the call at once instead of holding the client's request. */
  maxRetryAfterMs: number;
  /** Tests inject timers they drive; default `AbortSignal.timeout` and a `setTimeout` sleep. */
  timers?: UpstreamTimers;
}

/** The upstreams of one chain, called with the §7/§9 retry rules and failover. */
export interface ChainRpc {
  /** Answers each call, in order, with the call's own id. Rejects with an `UpstreamError` when none answered. */
  send(calls: readonly JsonRpcRequest[]): Promise<JsonRpcResponse[]>;
  close(): Promise<void>;
}

const unreachable = (error: unknown) =>
  error instanceof UpstreamError && error.status === undefined && error.name !== 'TimeoutError';

function answersById(answer: unknown): Map<unknown, JsonRpcResponse> {
  const list = Array.isArray(answer) ? answer : [answer];
  const byId = new Map<unknown, JsonRpcResponse>();
  for (const item of list) {
    if (typeof item === 'object' && item !== null && ('result' in item || 'error' in item)) {
      byId.set((item as { id?: unknown }).id, item as JsonRpcResponse);
    }
  }
  return byId;
}

/**
 * Calls go to the current upstream; one that cannot be reached is skipped at once for the next, and a
 * retryable failure (§7: HTTP 403/408/413/429/5xx, a time-out, codes -1 and -32603) moves the retry to the
 * next upstream. 3 attempts in total, 150 ms · 2^n apart or the upstream's Retry-After if longer (§9). A
 * batch is retried with only the calls that failed retryably; the others keep their first answer.
 */
export function createChainRpc(urls: readonly string[], options: ChainRpcOptions): ChainRpc {
  const upstreams: Upstream[] = urls.map((url) => createUpstream(url, options.timers?.timeout));
  let current = 0;

  async function postToAny(payload: JsonRpcRequest | JsonRpcRequest[]): Promise<unknown> {
    let lastError: unknown;
    for (let step = 0; step < upstreams.length; step++) {
      const index = (current + step) % upstreams.length;
      try {
        const answer = await (upstreams[index] as Upstream).post(payload, options.timeoutMs);
        current = index;
        return answer;
      } catch (error) {
        if (!unreachable(error)) {
          current = (index + 1) % upstreams.length;
          throw error;
        }
        lastError = error;
      }
    }
    throw new UpstreamError(`No upstream of the chain is reachable (${(lastError as Error).message})`, {
      status: 502,
    });
  }

  const withinRetryAfterLimit = (error: unknown) => {
    const header = (error as UpstreamError).headers?.get('retry-after');
    const wait = header == null ? undefined : retryAfterMs(header);
    return wait === undefined || wait <= options.maxRetryAfterMs;
  };

  async function send(calls: readonly JsonRpcRequest[]): Promise<JsonRpcResponse[]> {
    const answers: (JsonRpcResponse | undefined)[] = calls.map(() => undefined);
    let pending = calls.map((_, index) => index);
    try {
      await retry(
        async () => {
          // Upstream ids are the calls' positions: the client's ids may repeat or be absent (notifications).
          const payload = pending.map((index) => ({ ...(calls[index] as JsonRpcRequest), id: index }));
          const byId = answersById(
            await postToAny(payload.length === 1 ? (payload[0] as JsonRpcRequest) : payload),
          );
          const failed: number[] = [];
          for (const index of pending) {
            const answer =
              byId.get(index) ??
              rpcError(index, rpcErrorCodes.internalError, 'The upstream left this call unanswered');
            answers[index] = answer;
            if (isRpcErrorResponse(answer) && isRetryableRpcError(answer.error)) failed.push(index);
          }
          pending = failed;
          const first = answers[failed[0] ?? -1];
          if (first && isRpcErrorResponse(first)) throw first.error;
        },
        {
          retries: constants.rpc.retryAttempts - 1,
          delayMs: (n, error) => rpcRetryDelay(n, error),
          shouldRetry: (error) => isRetryableRpcError(error) && withinRetryAfterLimit(error),
          ...(options.timers ? { sleep: options.timers.sleep } : {}),
        },
      );
    } catch (error) {
      // Calls still failing after the last attempt keep their last answer; a batch nobody answered fails whole.
      if (answers.every((answer) => answer === undefined)) throw error;
    }
    return calls.map((call, index) => {
      const answer =
        answers[index] ??
        rpcError(index, upstreamUnavailableCode, 'The chain’s upstreams did not answer this call');
      return { ...answer, jsonrpc: '2.0', id: call.id };
    });
  }

  return { send, close: async () => void (await Promise.all(upstreams.map((u) => u.close()))) };
}
