import type { Network } from '@portico/core';
import { type Chain, defineChain } from 'viem';

/** A Portico eip155 Network as a viem Chain, keeping its RPC URLs, explorer and contracts. */
export function toViemChain(network: Network): Chain {
  return defineChain({
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: network.rpcUrls.default.http } },
    ...(network.blockExplorers && { blockExplorers: { default: network.blockExplorers.default } }),
    ...(network.testnet !== undefined && { testnet: network.testnet }),
    ...(network.contracts && { contracts: network.contracts }),
  });
}
