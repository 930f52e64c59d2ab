/** An RPC failure with its JSON-RPC or wallet code (§8 codes), answered to the page as the `_ERROR` message. */
export class RpcError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

const NOT_ALLOWED = 'Requested RPC call is not allowed';

export function notAllowed(): RpcError {
  return new RpcError(NOT_ALLOWED, 4200);
}

export function invalidParams(message: string): RpcError {
  return new RpcError(message, -32602);
}

/** The failure of one of core's §5 rules on a request's params, answered as invalid params (-32602). */
export function paramsRuleFailed(error: unknown): RpcError {
  return invalidParams(error instanceof Error ? error.message : String(error));
}
