/** A JSON-RPC error object, with the codes and messages the Solana validator answers. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }

  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }
}

export const rpcErrorCodes = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  sendTransactionPreflightFailure: -32002,
  transactionSignatureVerificationFailure: -32003,
  unsupportedTransactionVersion: -32015,
  minContextSlotNotReached: -32016,
} as const;

export const parseError = () => new RpcError(rpcErrorCodes.parseError, 'Parse error');
export const invalidRequest = (message = 'Invalid request') =>
  new RpcError(rpcErrorCodes.invalidRequest, message);
export const methodNotFound = () => new RpcError(rpcErrorCodes.methodNotFound, 'Method not found');
export const invalidParams = (message: string) => new RpcError(rpcErrorCodes.invalidParams, message);
export const internalError = () => new RpcError(rpcErrorCodes.internalError, 'Internal error');
