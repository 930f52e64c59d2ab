import type { Network } from '@portico/core';
import { preferredRpcUrl } from '@portico/core/adapters';
import {
  createDefaultRpcTransport,
  createSolanaRpcFromTransport,
  type Rpc,
  type RpcTransport,
  type SolanaRpcApi,
} from '@solana/rpc';

/** The network's JSON-RPC endpoint: Portico Cloud's RPC proxy when it has one, else its own. */
export function rpcUrlOf(network: Network): string {
  const url = preferredRpcUrl(network);
  if (url === undefined) throw new TypeError(`${network.name} has no RPC URL`);
  return url;
}

/**
 * The network's subscription endpoint: its `webSocket` URL, else its own RPC URL on ws(s), as the public
 * clusters serve both on one host. The cloud's proxy serves no subscriptions (its supported-chains `ws` list).
 */
export function webSocketUrlOf(network: Network): string {
  const { webSocket, http } = network.rpcUrls.default;
  const url = webSocket?.[0] ?? http[0]?.replace(/^http/, 'ws');
  if (url === undefined) throw new TypeError(`${network.name} has no RPC URL`);
  return url;
}

/**
 * The proxy first and the network's own endpoint when the proxy fails to answer (an HTTP error, e.g. a 400
 * for a chain the cloud does not serve, or no connection). JSON-RPC errors are answers and are not retried.
 */
function fallbackTransport(transports: readonly RpcTransport[]): RpcTransport {
  return async (request) => {
    let lastError: unknown;
    for (const transport of transports) {
      try {
        return await transport(request);
      } catch (error) {
        if (request.signal?.aborted) throw error;
        lastError = error;
      }
    }
    throw lastError;
  };
}

/** One kit RPC client per network endpoint set. */
export function createRpcClients(): (network: Network) => Rpc<SolanaRpcApi> {
  const clients = new Map<string, Rpc<SolanaRpcApi>>();
  return (network) => {
    const urls = [...new Set([rpcUrlOf(network), ...network.rpcUrls.default.http])];
    const key = urls.join(' ');
    let client = clients.get(key);
    if (client === undefined) {
      const transports = urls.map((url) => createDefaultRpcTransport({ url }));
      const [only] = transports;
      client = createSolanaRpcFromTransport(
        only !== undefined && transports.length === 1 ? only : fallbackTransport(transports),
      );
      clients.set(key, client);
    }
    return client;
  };
}
