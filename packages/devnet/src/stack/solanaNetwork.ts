import { type Network, parseCaipNetworkId } from '@portico/core';
import type { StackSolanaNetwork } from './stack.js';

/** A Solana network of the stack file as a Network: its RPC and WebSocket URLs, SOL as currency. */
export function toSolanaNetwork(
  network: Pick<StackSolanaNetwork, 'caipNetworkId' | 'name' | 'testnet' | 'rpcUrl' | 'wsUrl'>,
): Network {
  const urls = { http: [network.rpcUrl], webSocket: [network.wsUrl] };
  return {
    id: parseCaipNetworkId(network.caipNetworkId).chainId,
    name: network.name,
    caipNetworkId: network.caipNetworkId,
    chainNamespace: 'solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: urls, chainDefault: urls },
    testnet: network.testnet,
  };
}
