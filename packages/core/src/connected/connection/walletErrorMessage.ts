import { type ErrorCode, formatMessage } from '../../shared/errors/catalogue.js';
import { walletErrorCodes } from '../../shared/errors/codes.js';
import { errorMessage } from '../../shared/errors/toPorticoError.js';

const messageByCode: Readonly<Record<number, ErrorCode>> = {
  [walletErrorCodes.userRejected]: 'CONNECTION_REJECTED',
  [walletErrorCodes.unauthorized]: 'WALLET_UNAUTHORIZED',
  [walletErrorCodes.unsupportedMethod]: 'WALLET_UNSUPPORTED_METHOD',
  [walletErrorCodes.disconnected]: 'WALLET_DISCONNECTED',
  [walletErrorCodes.chainDisconnected]: 'WALLET_CHAIN_DISCONNECTED',
  [walletErrorCodes.unrecognizedChain]: 'WALLET_UNRECOGNIZED_CHAIN',
};

/** The numeric `code` of a wallet error (EIP-1193 errors are plain `{ code, message }` objects), if any. */
export function walletErrorCode(error: unknown): number | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'number' ? code : undefined;
}

/**
 * §8 wallet codes → what the ConnectingExternal error view shows: 4001 'Connection rejected', 4100, 4200,
 * 4900, 4901 and 4902 their catalogue text; any other error its own message, or 'Unknown error'.
 */
export function walletErrorMessage(error: unknown): string {
  const code = walletErrorCode(error);
  const known = code === undefined ? undefined : messageByCode[code];
  return known ? formatMessage(known) : errorMessage(error);
}
