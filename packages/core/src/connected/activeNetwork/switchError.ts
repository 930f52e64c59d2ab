import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';
import { formatMessage } from '../../shared/errors/catalogue.js';
import { rpcErrorCode } from '../../shared/errors/readRpcError.js';
import { rpcErrorCodes } from '../../shared/errors/rpcErrorCodes.js';
import { walletErrorMessage } from '../connection/walletErrorMessage.js';

/** A failed network switch, shown by the SwitchNetwork and SwitchActiveChain views with Retry. */
export interface NetworkSwitchError {
  caipNetworkId: CaipNetworkId;
  /** The wallet's error code when it gave one (4001, 4902, …). */
  code?: number;
  /** User-facing text. */
  message: string;
}

/**
 * §8 a wallet's answer to a switch: 4902 reaching core means the wallet could not add the chain → 'Chain is
 * not supported'; the other wallet codes read as for connecting; anything else its own message.
 */
export function switchError(caipNetworkId: CaipNetworkId, error: unknown): NetworkSwitchError {
  const code = rpcErrorCode(error);
  const message =
    code === rpcErrorCodes.unrecognizedChain
      ? formatMessage('CHAIN_NOT_SUPPORTED')
      : walletErrorMessage(error);
  return { caipNetworkId, code, message };
}
