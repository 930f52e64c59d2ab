import { PorticoError } from '../../shared/errors/PorticoError.js';
import { caipChainIdPattern } from './caipNetworkId.js';
import { type ChainNamespace, isChainNamespace } from './chainNamespace.js';

/** CAIP-10 account id, `namespace:chainId:address`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`;

/** The account-address syntax of CAIP-10. */
const caipAccountAddressPattern = /^[-.%a-zA-Z0-9]{1,128}$/;

/**
 * Splits `namespace:chainId:address`. §5: anything other than 3 non-empty colon-separated parts
 * throws 'Invalid CAIP-10 address'; so do a namespace outside the five and parts outside the CAIP
 * character sets.
 */
export function parseCaipAddress(caipAddress: string): {
  chainNamespace: ChainNamespace;
  chainId: string;
  address: string;
} {
  const parts = typeof caipAddress === 'string' ? caipAddress.split(':') : [];
  // All three parts exist whenever the length check below passes.
  const [chainNamespace, chainId, address] = parts as [string, string, string];
  if (
    parts.length !== 3 ||
    !isChainNamespace(chainNamespace) ||
    !caipChainIdPattern.test(chainId) ||
    !caipAccountAddressPattern.test(address)
  ) {
    throw new PorticoError('INVALID_CAIP10_ADDRESS');
  }
  return { chainNamespace, chainId, address };
}

/** Joins the three parts; throws 'Invalid CAIP-10 address' if the result is not one. */
export function formatCaipAddress(
  chainNamespace: ChainNamespace,
  chainId: string | number,
  address: string,
): CaipAddress {
  const caipAddress: CaipAddress = `${chainNamespace}:${chainId}:${address}`;
  parseCaipAddress(caipAddress);
  return caipAddress;
}

export function isCaipAddress(value: unknown): value is CaipAddress {
  try {
    parseCaipAddress(value as string);
    return true;
  } catch {
    return false;
  }
}
