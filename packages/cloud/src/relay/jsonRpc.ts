/** JSON-RPC 2.0 as the relay speaks it: requests from clients, responses to them, pushes to them. */

export const rpcErrors = {
  parse: { code: -32700, message: 'Parse error' },
  invalidRequest: { code: -32600, message: 'Invalid request' },
  methodNotFound: { code: -32601, message: 'Method not found' },
  invalidParams: { code: -32602, message: 'Invalid params' },
  internal: { code: -32603, message: 'Internal error' },
  rateLimited: { code: -32000, message: 'Too many requests' },
  storageLimit: { code: -32001, message: 'Too many messages stored' },
} as const;

export interface RpcError {
  code: number;
  message: string;
}

/** A request refused with this error is answered with it; any other error is an internal error. */
export class RelayRpcError extends Error {
  constructor(readonly rpcError: RpcError) {
    super(rpcError.message);
  }
}

export function invalidParams(detail: string): RelayRpcError {
  return new RelayRpcError({ code: rpcErrors.invalidParams.code, message: `Invalid params: ${detail}` });
}

/**
 * The `id` member of a top-level JSON object exactly as written, or undefined. Clients send ids beyond
 * 2^53 (the SDK's big-int ids); JSON.parse would round them, so answers echo the original text.
 */
export function rawTopLevelId(text: string): string | undefined {
  let depth = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    if (c === '"') {
      const end = stringEnd(text, i);
      if (depth === 1 && text.slice(i, end) === '"id"') {
        let j = end;
        while (j < n && /\s/.test(text[j] as string)) j++;
        if (text[j] === ':') return valueText(text, j + 1);
      }
      i = end;
      continue;
    }
    if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
    i++;
  }
  return undefined;
}

/** Index just past the string literal that starts at `start`. */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
  return i + 1;
}

function valueText(text: string, from: number): string {
  let i = from;
  while (i < text.length && /\s/.test(text[i] as string)) i++;
  if (text[i] === '"') return text.slice(i, stringEnd(text, i));
  let j = i;
  while (j < text.length && !/[\s,}\]]/.test(text[j] as string)) j++;
  return text.slice(i, j);
}

export function resultText(rawId: string, result: unknown): string {
  return `{"id":${rawId},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`;
}

export function errorText(rawId: string | undefined, error: RpcError): string {
  return `{"id":${rawId ?? 'null'},"jsonrpc":"2.0","error":${JSON.stringify(error)}}`;
}

let lastPushId = 0;

/** A fresh id for a push: a safe integer (clients parse ids above 2^53 as BigInt), increasing. */
export function nextPushId(now: number = Date.now()): number {
  lastPushId = Math.max(lastPushId + 1, now * 1000);
  return lastPushId;
}
