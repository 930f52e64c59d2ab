import { createLogger, ProviderRpcError } from '@portico/core';
import { toJson } from './json.js';
import { internalError, invalidParams, invalidRequest, methodNotFound, parseError } from './rpcError.js';

type RpcHandler = (params: unknown[]) => unknown;
export type RpcMethods = Readonly<Record<string, RpcHandler>>;

const logger = createLogger({ level: 'error' });

type Id = string | number | null;
type Response = { jsonrpc: '2.0'; id: Id; result?: unknown; error?: ProviderRpcError };

function isId(value: unknown): value is Id {
  return value === null || typeof value === 'string' || typeof value === 'number';
}

function answer(id: Id, outcome: { result: unknown } | { error: ProviderRpcError }): Response {
  return 'error' in outcome
    ? { jsonrpc: '2.0', error: outcome.error, id }
    : { jsonrpc: '2.0', result: outcome.result, id };
}

function callOne(request: unknown, methods: RpcMethods): Response | undefined {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return answer(null, { error: invalidRequest() });
  }
  const { jsonrpc, method, params, id } = request as Record<string, unknown>;
  const hasId = 'id' in request;
  if (jsonrpc !== '2.0' || typeof method !== 'string' || (hasId && !isId(id))) {
    return answer(null, { error: invalidRequest() });
  }
  const reply = (outcome: { result: unknown } | { error: ProviderRpcError }) =>
    hasId ? answer(id as Id, outcome) : undefined;
  const handler = Object.hasOwn(methods, method) ? methods[method] : undefined;
  if (handler === undefined) return reply({ error: methodNotFound() });
  if (params !== undefined && !Array.isArray(params)) {
    return reply({ error: invalidParams('Invalid params: invalid type: map, expected a sequence.') });
  }
  try {
    return reply({ result: handler(params ?? []) });
  } catch (error) {
    if (error instanceof ProviderRpcError) return reply({ error });
    logger.error(`Solana devnet: ${method} failed`, error);
    return reply({ error: internalError() });
  }
}

/**
 * One JSON-RPC 2.0 body (a request or a batch) in, the response body out; undefined when only
 * notifications were sent. Errors follow jsonrpc-core, the library the validator answers with.
 */
export function handleJsonRpc(body: string, methods: RpcMethods): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return toJson(answer(null, { error: parseError() }));
  }
  if (!Array.isArray(parsed)) {
    const response = callOne(parsed, methods);
    return response && toJson(response);
  }
  if (parsed.length === 0) return toJson(answer(null, { error: invalidRequest() }));
  const responses = parsed.map((request) => callOne(request, methods)).filter((r) => r !== undefined);
  return responses.length === 0 ? undefined : toJson(responses);
}
