import { ProviderRpcError, rpcErrorCodes } from '@portico/core';

const NOT_ALLOWED = 'Requested RPC call is not allowed';

/** EIP-1193 4200 with §8's wording: the frame serves no such method. */
export function notAllowed(): ProviderRpcError {
  return new ProviderRpcError(rpcErrorCodes.unsupportedMethod, NOT_ALLOWED);
}

export function invalidParams(message: string): ProviderRpcError {
  return new ProviderRpcError(rpcErrorCodes.invalidParams, message);
}

/** The failure of one of core's §5 rules on a request's params, answered as invalid params (-32602). */
export function paramsRuleFailed(error: unknown): ProviderRpcError {
  return invalidParams(error instanceof Error ? error.message : String(error));
}
