import { type ErrorCode, formatMessage } from '../../shared/errors/catalogue.js';
import { rpcErrorCode } from '../../shared/errors/readRpcError.js';
import { rpcErrorCodes } from '../../shared/errors/rpcErrorCodes.js';
import { errorMessage } from '../../shared/errors/toPorticoError.js';

const messageByCode: Readonly<Record<number, ErrorCode>> = {
  [rpcErrorCodes.userRejected]: 'CONNECTION_REJECTED',
  [rpcErrorCodes.unauthorized]: 'WALLET_UNAUTHORIZED',
  [rpcErrorCodes.unsupportedMethod]: 'WALLET_UNSUPPORTED_METHOD',
  [rpcErrorCodes.disconnected]: 'WALLET_DISCONNECTED',
  [rpcErrorCodes.chainDisconnected]: 'WALLET_CHAIN_DISCONNECTED',
  [rpcErrorCodes.unrecognizedChain]: 'WALLET_UNRECOGNIZED_CHAIN',
};

/**
 * §8 wallet codes → what the ConnectingExternal error view shows: 4001 'Connection rejected', 4100, 4200,
 * 4900, 4901 and 4902 their catalogue text; any other error its own message, or 'Unknown error'.
 */
export function walletErrorMessage(error: unknown): string {
  const code = rpcErrorCode(error);
  const known = code === undefined ? undefined : messageByCode[code];
  return known ? formatMessage(known) : errorMessage(error);
}
