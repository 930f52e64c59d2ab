import { ProviderRpcError, rpcErrorCodes } from '@portico/core';

/** EIP-1193 4001: the visitor rejected the request in the frame. */
export const userRejected = () => new ProviderRpcError(rpcErrorCodes.userRejected);
/** EIP-1193 4100: the request was never shown to the visitor, so nobody approved it. */
export const notAuthorized = () => new ProviderRpcError(rpcErrorCodes.unauthorized);
