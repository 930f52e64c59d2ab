import { RpcError } from './rpcError.js';

/** EIP-1193 4001: the visitor rejected the request in the frame. */
const USER_REJECTED = 'User rejected the request.';
/** EIP-1193 4100: the request was never shown to the visitor, so nobody approved it. */
const NOT_AUTHORIZED = 'The requested method and/or account has not been authorized by the user.';

export const userRejected = () => new RpcError(USER_REJECTED, 4001);
export const notAuthorized = () => new RpcError(NOT_AUTHORIZED, 4100);
