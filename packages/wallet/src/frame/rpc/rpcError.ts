import { ProviderRpcError, rpcErrorCodes } from '@portico/core';

export const NOT_ALLOWED = 'Requested RPC call is not allowed';

/** EIP-1193 4200 with §8's wording: the frame serves no such method. */
export function notAllowed(): ProviderRpcError {
  return new ProviderRpcError(rpcErrorCodes.unsupportedMethod, NOT_ALLOWED);
}

export function invalidParams(message: string): ProviderRpcError {
  return new ProviderRpcError(rpcErrorCodes.invalidParams, message);
}
