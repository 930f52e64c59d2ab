import { ProviderRpcError, rpcErrorCodes } from '@portico/core';

/**
 * The validator's own server errors. Solana gives -32002 and -32003 other meanings than EIP-1474 does: they are
 * named here, apart from core's table.
 */
export const solanaRpcErrorCodes = {
  sendTransactionPreflightFailure: -32002,
  transactionSignatureVerificationFailure: -32003,
  unsupportedTransactionVersion: -32015,
  minContextSlotNotReached: -32016,
} as const;

// The validator's (jsonrpc-core's) wording of the standard errors.
export const parseError = () => new ProviderRpcError(rpcErrorCodes.parseError, 'Parse error');
export const invalidRequest = (message = 'Invalid request') =>
  new ProviderRpcError(rpcErrorCodes.invalidRequest, message);
export const methodNotFound = () => new ProviderRpcError(rpcErrorCodes.methodNotFound, 'Method not found');
export const invalidParams = (message: string) => new ProviderRpcError(rpcErrorCodes.invalidParams, message);
export const internalError = () => new ProviderRpcError(rpcErrorCodes.internalError, 'Internal error');
