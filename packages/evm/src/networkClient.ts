import type { Network } from '@portico/core';
import { type Address, type Client, createClient, formatUnits, hexToBigInt } from 'viem';
import { networkTransport } from './evmTransport.js';
import { toViemChain } from './toViemChain.js';

/**
 * The viem client Portico reads a network through. Loaded on the first read (a balance, after a connection):
 * viem's client, transports and their RPC errors stay out of the page's initial JavaScript.
 */
export function createNetworkClient(network: Network): Client {
  return createClient({ chain: toViemChain(network), transport: networkTransport(network) });
}

/** The native balance in the network's units, from a bare eth_getBalance. */
export async function readBalance(client: Client, address: string, decimals: number): Promise<string> {
  // viem's getBalance action bundles its multicall path (call, ABI coding, ~10 KB gzip).
  const value = await client.request({ method: 'eth_getBalance', params: [address as Address, 'latest'] });
  return formatUnits(hexToBigInt(value), decimals);
}
