import { rpcErrorCodes } from '@portico/core';
import type { ChainRpc } from './chainRpc.js';
import { isForwardedMethod } from './forwardedMethods.js';
import {
  invalidRequestReason,
  type JsonRpcRequest,
  type JsonRpcResponse,
  responseId,
  rpcError,
  upstreamUnavailableCode,
} from './jsonRpc.js';
import { UpstreamError } from './upstreamError.js';

export interface ProxyAnswer {
  status: number;
  body: JsonRpcResponse | JsonRpcResponse[];
  headers?: Record<string, string>;
}

/** §7 the connection check: answered here, the upstream is not asked. */
const pingMethod = 'test';

type Slot = { call: JsonRpcRequest; forward: boolean } | { answer: JsonRpcResponse };

function slotFor(value: unknown, chainId: string): Slot {
  const reason = invalidRequestReason(value);
  const id = responseId(value);
  if (reason !== undefined)
    return { answer: rpcError(id, rpcErrorCodes.invalidRequest, `Invalid Request: ${reason}`) };
  const call = value as JsonRpcRequest;
  if (call.method === pingMethod) return { answer: { jsonrpc: '2.0', id, result: true } };
  if (!isForwardedMethod(chainId, call.method)) {
    return { answer: rpcError(id, rpcErrorCodes.methodNotFound, `Method not allowed: ${call.method}`) };
  }
  return { call, forward: 'id' in call };
}

/**
 * One POST /v1 body: a call or a batch. Malformed JSON → -32700 and an empty or oversized batch → -32600
 * (HTTP 400, id null); an invalid single call → -32600 (HTTP 400); invalid calls of a batch → -32600, methods
 * not forwarded to this chain (`isForwardedMethod`) → -32601 'Method not allowed', `test` → true, each in its
 * place (HTTP 200); the rest goes to the chain's upstreams in one request. Notifications (no id) are forwarded and get
 * no answer; a body of notifications only answers 204.
 */
export async function proxyRpcBody(
  text: string,
  chainId: string,
  chain: ChainRpc,
  maxBatch: number,
): Promise<ProxyAnswer> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {
      status: 400,
      body: rpcError(null, rpcErrorCodes.parseError, 'Parse error: the body is not JSON'),
    };
  }
  const batch = Array.isArray(parsed);
  const items: unknown[] = batch ? (parsed as unknown[]) : [parsed];
  if (items.length === 0) {
    return {
      status: 400,
      body: rpcError(null, rpcErrorCodes.invalidRequest, 'Invalid Request: empty batch'),
    };
  }
  if (items.length > maxBatch) {
    const message = `Invalid Request: a batch holds at most ${maxBatch} calls`;
    return { status: 400, body: rpcError(null, rpcErrorCodes.invalidRequest, message) };
  }

  const slots = items.map((item) => slotFor(item, chainId));
  const [only] = slots;
  if (!batch && only && 'answer' in only && isInvalidRequest(only.answer))
    return { status: 400, body: only.answer };
  const forwarded = slots.flatMap((slot) => ('call' in slot ? [slot.call] : []));
  let upstreamAnswers: JsonRpcResponse[] = [];
  if (forwarded.length > 0) {
    try {
      upstreamAnswers = await chain.send(forwarded);
    } catch (error) {
      return upstreamFailure(error, batch ? null : responseId(parsed));
    }
  }
  let next = 0;
  const answers = slots.flatMap((slot) => {
    if ('answer' in slot) return [slot.answer];
    const answer = upstreamAnswers[next++] as JsonRpcResponse;
    return slot.forward ? [answer] : [];
  });
  if (answers.length === 0) return { status: 204, body: [] };
  return { status: 200, body: batch ? answers : (answers[0] as JsonRpcResponse) };
}

const isInvalidRequest = (answer: JsonRpcResponse) =>
  'error' in answer && answer.error.code === rpcErrorCodes.invalidRequest;

/** No upstream answered: 502, or the upstream's own 429 and Retry-After when that wait was too long to hold. */
function upstreamFailure(error: unknown, id: JsonRpcResponse['id']): ProxyAnswer {
  if (!(error instanceof UpstreamError)) throw error;
  const body = rpcError(id, upstreamUnavailableCode, error.message);
  const retryAfter = error.headers?.get('retry-after');
  if (error.status === 429 && retryAfter)
    return { status: 429, body, headers: { 'retry-after': retryAfter } };
  return { status: 502, body };
}
