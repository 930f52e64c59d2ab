import { rpcErrorCodes } from '@portico/core';
import { isBundlerMethod, isPaymasterMethod } from '../smartAccounts/bundlerMethods.js';
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

/** Where one chain's calls go. */
export interface ProxyTargets {
  /** The chain's node upstreams. */
  node: ChainRpc;
  /** The chain's ERC-4337 bundler, when the cloud has one for it. */
  bundler?: ChainRpc | undefined;
  /** The cloud's own answer to a paymaster method (ERC-7677), on the chains that have a bundler. */
  paymaster?: ((call: JsonRpcRequest) => Promise<JsonRpcResponse>) | undefined;
}

type Target = 'node' | 'bundler' | 'paymaster';
type Slot = { call: JsonRpcRequest; forward: boolean; target: Target } | { answer: JsonRpcResponse };

function slotFor(value: unknown, chainId: string, targets: ProxyTargets): Slot {
  const reason = invalidRequestReason(value);
  const id = responseId(value);
  if (reason !== undefined)
    return { answer: rpcError(id, rpcErrorCodes.invalidRequest, `Invalid Request: ${reason}`) };
  const call = value as JsonRpcRequest;
  const forward = 'id' in call;
  if (call.method === pingMethod) return { answer: { jsonrpc: '2.0', id, result: true } };
  const smartAccountMethod = isBundlerMethod(call.method) || isPaymasterMethod(call.method);
  if (smartAccountMethod && chainId.startsWith('eip155:')) {
    if (targets.bundler === undefined) {
      const message = `${call.method} is not available on ${chainId}: no ERC-4337 bundler is configured for this chain`;
      return {
        answer: rpcError(id, rpcErrorCodes.methodNotFound, message, { chainId, reason: 'NO_BUNDLER' }),
      };
    }
    if (isBundlerMethod(call.method)) return { call, forward, target: 'bundler' };
    if (targets.paymaster) return { call, forward, target: 'paymaster' };
  }
  if (!isForwardedMethod(chainId, call.method)) {
    return { answer: rpcError(id, rpcErrorCodes.methodNotFound, `Method not allowed: ${call.method}`) };
  }
  return { call, forward, target: 'node' };
}

/** Each target's calls in one request (the paymaster's one by one); the answers in the calls' order. */
async function sendToTargets(
  calls: readonly { call: JsonRpcRequest; target: Target }[],
  targets: ProxyTargets,
): Promise<JsonRpcResponse[]> {
  const of = (target: Target) => calls.filter((slot) => slot.target === target).map((slot) => slot.call);
  const send = (rpc: ChainRpc | undefined, group: JsonRpcRequest[]) =>
    group.length === 0 || rpc === undefined ? Promise.resolve([]) : rpc.send(group);
  const paymaster = targets.paymaster;
  const [node, bundler, local] = await Promise.all([
    send(targets.node, of('node')),
    send(targets.bundler, of('bundler')),
    paymaster ? Promise.all(of('paymaster').map((call) => paymaster(call))) : Promise.resolve([]),
  ]);
  const next = { node: 0, bundler: 0, paymaster: 0 };
  const answers = { node, bundler, paymaster: local };
  return calls.map(({ target }) => answers[target][next[target]++] as JsonRpcResponse);
}

/**
 * One POST /v1 body: a call or a batch. Malformed JSON → -32700 and an empty or oversized batch → -32600
 * (HTTP 400, id null); an invalid single call → -32600 (HTTP 400); invalid calls of a batch → -32600, methods
 * not forwarded to this chain (`isForwardedMethod`) → -32601 'Method not allowed', `test` → true, each in its
 * place (HTTP 200); the rest goes to the chain's upstreams in one request — the ERC-4337 methods to its bundler (a
 * chain without one answers them -32601 naming the reason), the ERC-7677 paymaster methods to the cloud's paymaster
 * service. Notifications (no id) are forwarded and get no answer; a body of notifications only answers 204.
 */
export async function proxyRpcBody(
  text: string,
  chainId: string,
  targets: ProxyTargets,
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

  const slots = items.map((item) => slotFor(item, chainId, targets));
  const [only] = slots;
  if (!batch && only && 'answer' in only && isInvalidRequest(only.answer))
    return { status: 400, body: only.answer };
  const forwarded = slots.flatMap((slot) => ('call' in slot ? [slot] : []));
  let upstreamAnswers: JsonRpcResponse[] = [];
  if (forwarded.length > 0) {
    try {
      upstreamAnswers = await sendToTargets(forwarded, targets);
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
