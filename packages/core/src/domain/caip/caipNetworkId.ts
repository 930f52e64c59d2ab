import { PorticoError } from '../../shared/errors/PorticoError.js';
import { type ChainNamespace, isChainNamespace } from './chainNamespace.js';

/** CAIP-2 network id, `namespace:reference`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`;

/** The reference syntax of CAIP-2 (an eip155 chain id, a genesis-hash prefix, ...). */
export const caipChainIdPattern = /^[-_a-zA-Z0-9]{1,32}$/;

/**
 * Splits `namespace:chainId`. §5: anything other than 2 parts throws 'Invalid CAIP-2 network id';
 * so do an empty part, a namespace outside the five Portico supports and a reference outside the
 * CAIP-2 character set (which also keeps look-alike characters out).
 */
export function parseCaipNetworkId(id: string): { chainNamespace: ChainNamespace; chainId: string } {
  const parts = typeof id === 'string' ? id.split(':') : [];
  // Both parts exist whenever the length check below passes.
  const [chainNamespace, chainId] = parts as [string, string];
  if (parts.length !== 2 || !isChainNamespace(chainNamespace) || !caipChainIdPattern.test(chainId)) {
    throw new PorticoError('INVALID_CAIP2_NETWORK_ID');
  }
  return { chainNamespace, chainId };
}

/** Joins a namespace and a chain reference; throws 'Invalid CAIP-2 network id' if the result is not one. */
export function formatCaipNetworkId(chainNamespace: ChainNamespace, chainId: string | number): CaipNetworkId {
  const id: CaipNetworkId = `${chainNamespace}:${chainId}`;
  parseCaipNetworkId(id);
  return id;
}

export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  try {
    parseCaipNetworkId(value as string);
    return true;
  } catch {
    return false;
  }
}
