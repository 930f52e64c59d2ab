/** JSON-RPC 2.0 messages as the proxy reads and writes them. */
export type JsonRpcId = string | number | null;

export interface JsonRpcRequest {
  jsonrpc: '2.0';
  id: JsonRpcId;
  method: string;
  params?: unknown;
}

export interface JsonRpcError {
  code: number;
  message: string;
  data?: unknown;
}

export type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: unknown }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: JsonRpcError };

/**
 * The proxy's own answer when the chain's upstreams could not answer: JSON-RPC 2.0's implementation-defined
 * server error (the same number as EIP-1474's 'invalid input', core's `rpcErrorCodes.invalidInput`, which the
 * proxy never answers). The standard codes are core's `rpcErrorCodes`.
 */
export const upstreamUnavailableCode = -32000;

export function rpcError(id: JsonRpcId, code: number, message: string, data?: unknown): JsonRpcResponse {
  return { jsonrpc: '2.0', id, error: data === undefined ? { code, message } : { code, message, data } };
}

export function isRpcErrorResponse(
  response: JsonRpcResponse,
): response is Extract<JsonRpcResponse, { error: JsonRpcError }> {
  return 'error' in response;
}

/** A request's id as the response echoes it: absent (a notification) and invalid ids read as null. */
export function responseId(value: unknown): JsonRpcId {
  if (typeof value !== 'object' || value === null || !('id' in value)) return null;
  const { id } = value;
  return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? id : null;
}

/** Checks one call of a request body; the message names what is wrong, for the -32600 answer. */
export function invalidRequestReason(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'a call must be an object';
  const call = value as Record<string, unknown>;
  if (call.jsonrpc !== '2.0') return 'jsonrpc must be "2.0"';
  if (typeof call.method !== 'string' || call.method === '') return 'method must be a non-empty string';
  if ('id' in call && responseId(call) === null && call.id !== null)
    return 'id must be a string, a number or null';
  if ('params' in call && (typeof call.params !== 'object' || call.params === null)) {
    return 'params must be an array or an object';
  }
  return undefined;
}
