import type { Network } from '@portico/core';
import { type AddEthereumChainParameter, numberToHex } from 'viem';

/**
 * The §7 wallet_addEthereumChain parameters of a network. The wallet gets the chain's own RPC URLs
 * (`chainDefault`) when known, not the ones Portico reads through, and explorer URLs only when the
 * network has an explorer.
 */
export function addChainParameters(network: Network): AddEthereumChainParameter {
  const rpcUrls = network.rpcUrls.chainDefault?.http ?? network.rpcUrls.default.http;
  return {
    chainId: numberToHex(Number(network.id)),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...rpcUrls],
    ...(network.blockExplorers && { blockExplorerUrls: [network.blockExplorers.default.url] }),
  };
}
