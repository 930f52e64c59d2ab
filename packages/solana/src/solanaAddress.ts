import {
  type CaipAddress,
  formatCaipAddress,
  type Network,
  PorticoError,
  parseCaipNetworkId,
} from '@portico/core';
import { isAddress } from '@solana/addresses';

/**
 * `address` as a CAIP-10 address on the Solana `network`. §5: a base58 string of 32 to 44 characters;
 * kit's `isAddress` also decodes it, so a string that is not a 32-byte public key is refused too.
 */
export function toSolanaCaipAddress(address: string, network: Network): CaipAddress {
  const { chainNamespace, chainId } = parseCaipNetworkId(network.caipNetworkId);
  if (chainNamespace !== 'solana' || !isAddress(address)) throw new PorticoError('INVALID_CAIP10_ADDRESS');
  return formatCaipAddress('solana', chainId, address);
}
