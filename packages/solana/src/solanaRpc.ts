import type { Network } from '@portico/core';
import { createSolanaRpc, type Rpc, type SolanaRpcApi } from '@solana/rpc';

/** The network's JSON-RPC endpoint. */
export function rpcUrlOf(network: Network): string {
  const url = network.rpcUrls.default.http[0];
  if (url === undefined) throw new TypeError(`${network.name} has no RPC URL`);
  return url;
}

/**
 * The network's subscription endpoint: its `webSocket` URL, else the RPC URL on ws(s), as the public
 * clusters serve both on one host.
 */
export function webSocketUrlOf(network: Network): string {
  return network.rpcUrls.default.webSocket?.[0] ?? rpcUrlOf(network).replace(/^http/, 'ws');
}

/** One kit RPC client per endpoint. */
export function createRpcClients(): (network: Network) => Rpc<SolanaRpcApi> {
  const clients = new Map<string, Rpc<SolanaRpcApi>>();
  return (network) => {
    const url = rpcUrlOf(network);
    let client = clients.get(url);
    if (client === undefined) {
      client = createSolanaRpc(url);
      clients.set(url, client);
    }
    return client;
  };
}
