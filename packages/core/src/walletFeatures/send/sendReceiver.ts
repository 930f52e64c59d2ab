import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import { isEvmAddress } from '../../shared/validation/evmAddress.js';
import { isSolanaAddress } from '../../shared/validation/solanaAddress.js';
import { sendError } from './sendError.js';

/** An EVM name (ENS style: labels joined by dots), as opposed to an address. */
export function isEvmName(value: string): boolean {
  return /^[^\s.]+(\.[^\s.]+)+$/.test(value) && !isEvmAddress(value);
}

/**
 * §5 address validity for a receiver the visitor typed. EVM: 40 hex characters with an optional 0x; mixed case
 * must carry the EIP-55 checksum exactly (a typo in a checksummed address is caught), all lower or all upper
 * case carries none. Solana: 32–44 base58 characters.
 */
export function assertReceiverAddress(address: string, namespace: ChainNamespace, networkName: string): void {
  if (namespace === 'solana') {
    if (!isSolanaAddress(address)) throw sendError('SEND_INVALID_RECEIVER', { network: networkName });
    return;
  }
  if (!isEvmAddress(address)) throw sendError('SEND_INVALID_RECEIVER', { network: networkName });
  const hex = address.replace(/^0x/, '');
  const checksummed = hex !== hex.toLowerCase() && hex !== hex.toUpperCase();
  if (checksummed && !isEvmAddress(address, { strict: true })) throw sendError('SEND_BAD_CHECKSUM');
}
