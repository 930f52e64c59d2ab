import { isCaipNetworkId } from '@portico/core';
import { CliError } from './cliError.js';

/**
 * `--universal-resolver CAIP2-ID=ADDRESS` (repeatable; `$NAME_RESOLVERS` holds the same entries separated by
 * spaces): the EVM chains whose name registry the cloud reads, each with its universal resolver.
 */
export function parseUniversalResolvers(entries: readonly string[]): Record<string, `0x${string}`> {
  const resolvers: Record<string, `0x${string}`> = {};
  for (const entry of entries) {
    const [chainId = '', address = '', ...rest] = entry.split('=').map((part) => part.trim());
    if (rest.length > 0 || chainId === '' || address === '') {
      throw new CliError(`--universal-resolver expects CAIP-2-id=ADDRESS, got '${entry}'`);
    }
    if (!isCaipNetworkId(chainId) || !chainId.startsWith('eip155:')) {
      throw new CliError(`--universal-resolver: '${chainId}' is not the CAIP-2 id of an EVM chain`);
    }
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) {
      throw new CliError(`--universal-resolver: '${address}' is not a 20-byte hex address`);
    }
    resolvers[chainId] = address as `0x${string}`;
  }
  return resolvers;
}
