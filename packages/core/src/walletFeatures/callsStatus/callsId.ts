import { ProviderRpcError } from '../../shared/errors/providerRpcError.js';
import { rpcErrorCodes } from '../../shared/errors/rpcErrorCodes.js';

/** `wallet_showCallsStatus` params: `[id]`, the id `wallet_sendCalls` answered; anything else is -32602. */
export function callsIdOf(params: unknown): string {
  const [id] = Array.isArray(params) ? params : [];
  if (typeof id !== 'string' || id === '' || id.length > 256)
    throw new ProviderRpcError(rpcErrorCodes.invalidParams, 'wallet_showCallsStatus takes [id]');
  return id;
}
