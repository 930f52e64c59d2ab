import { ProviderRpcError } from '@portico/core';
import type { TestWalletChain } from './types.js';

const chainIdPattern = /^0x[1-9a-f][0-9a-f]*$/i;

function invalid(reason: string): ProviderRpcError {
  return new ProviderRpcError(-32602, `Invalid wallet_addEthereumChain parameters: ${reason}`);
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

function isUrlList(value: unknown): value is string[] {
  return Array.isArray(value) && value.length > 0 && value.every(isNonEmptyString);
}

/**
 * Checks the EIP-3085 AddEthereumChainParameter and returns the chain it describes (its first RPC URL).
 * Throws a -32602 ProviderRpcError naming the first field that is wrong.
 */
export function parseAddChainParameters(params: unknown): TestWalletChain {
  const parameter: unknown = Array.isArray(params) ? params[0] : undefined;
  if (typeof parameter !== 'object' || parameter === null)
    throw invalid('expected [AddEthereumChainParameter]');
  const { chainId, chainName, rpcUrls, nativeCurrency, blockExplorerUrls } = parameter as Record<
    string,
    unknown
  >;
  if (typeof chainId !== 'string' || !chainIdPattern.test(chainId))
    throw invalid('chainId must be a hex string');
  if (!isNonEmptyString(chainName)) throw invalid('chainName must be a non-empty string');
  if (!isUrlList(rpcUrls)) throw invalid('rpcUrls must be a non-empty list of URLs');
  if (typeof nativeCurrency !== 'object' || nativeCurrency === null)
    throw invalid('nativeCurrency is required');
  const { name, symbol, decimals } = nativeCurrency as Record<string, unknown>;
  if (!isNonEmptyString(name) || !isNonEmptyString(symbol)) {
    throw invalid('nativeCurrency needs a name and a symbol');
  }
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0) {
    throw invalid('nativeCurrency.decimals must be a non-negative integer');
  }
  if (blockExplorerUrls !== undefined && blockExplorerUrls !== null && !isUrlList(blockExplorerUrls)) {
    throw invalid('blockExplorerUrls must be a non-empty list of URLs when given');
  }
  return { chainId: Number(chainId), rpcUrl: rpcUrls[0] as string, name: chainName };
}
