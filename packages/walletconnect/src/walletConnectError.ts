import { PorticoError, type PorticoErrorCode, ProviderRpcError, rpcErrorCodes } from '@portico/core';
import { rpcErrorCode } from '@portico/core/adapters';

/** The SDK's codes for a refused session proposal (USER_REJECTED, …_CHAINS, …_METHODS, …_EVENTS). */
const refusedProposalCodes = new Set([5000, 5001, 5002, 5003]);

const abnormalCloseCode = 3000;

/**
 * What the relay's own failures mean to the visitor: 'JWT not yet valid' and 'JWT expired' (the reasons
 * Portico's relay closes a socket with) are core's Session Expired alert (`connectorErrorAlerts`), any other
 * socket closed with 3000 the abnormal-close error. Undefined for anything else.
 */
export function toRelayError(error: unknown): PorticoError | undefined {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('JWT not yet valid'))
    return new PorticoError('JWT_NOT_YET_VALID', {}, { cause: error });
  if (message.includes('JWT expired')) return new PorticoError('JWT_EXPIRED', {}, { cause: error });
  if (/closed abnormally with code: 3000\b/.test(message))
    return new PorticoError('WALLET_SOCKET_ABNORMAL_CLOSE', { code: abnormalCloseCode }, { cause: error });
  return undefined;
}

const relayFailureCodes: ReadonlySet<PorticoErrorCode> = new Set<PorticoErrorCode>([
  'WALLETCONNECT_RELAY_UNREACHABLE',
  'JWT_NOT_YET_VALID',
  'JWT_EXPIRED',
  'WALLET_SOCKET_ABNORMAL_CLOSE',
]);

/** Whether a pairing failed because of the relay (unreachable, or closing the socket), not the wallet. */
export function isRelayFailure(error: unknown): boolean {
  return error instanceof PorticoError && relayFailureCodes.has(error.code);
}

/**
 * What a connect or a request rejects with: a relay failure as its Portico error; a wallet's coded answer
 * (the SDK rejects with the plain JSON-RPC error object) as a ProviderRpcError with the wallet's message (a
 * refused proposal becomes 4001, the EIP-1193 refusal); anything else unchanged.
 */
export function toWalletConnectError(error: unknown): unknown {
  const relay = toRelayError(error);
  if (relay) return relay;
  const code = rpcErrorCode(error);
  if (code === undefined) return error;
  const { message } = error as { message?: unknown };
  const mapped = refusedProposalCodes.has(code) ? rpcErrorCodes.userRejected : code;
  return new ProviderRpcError(mapped, typeof message === 'string' ? message : '', { cause: error });
}
