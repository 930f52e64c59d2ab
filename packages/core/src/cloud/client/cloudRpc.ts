import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';
import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { Network } from '../../domain/networks/network.js';
import { cloudPaths } from '../wire/cloudPaths.js';

/** Where the chain-data API's JSON-RPC proxy is and who asks it (the §7 query every cloud call carries). */
export interface CloudRpcOptions {
  cloudUrl: string;
  projectId: string;
  sdkType: string;
  sdkVersion: string;
}

/** §9 "Balance and send: eip155 and solana": the namespaces the proxy serves. */
const proxiedNamespaces: ReadonlySet<ChainNamespace> = new Set<ChainNamespace>(['eip155', 'solana']);

/** §7 POST /v1?chainId&projectId: the proxy's URL for one network. */
export function cloudRpcUrl(options: CloudRpcOptions, chainId: CaipNetworkId): string {
  // Kept under a base path, as the cloud client's calls are.
  const url = new URL(`${options.cloudUrl.replace(/\/+$/, '')}${cloudPaths.rpc}`);
  url.search = new URLSearchParams({
    chainId,
    projectId: options.projectId,
    st: options.sdkType,
    sv: options.sdkVersion,
  }).toString();
  return url.toString();
}

/**
 * The network read through Portico Cloud's RPC proxy first (`rpcUrls.cloud`), its own `default` URLs kept as
 * the fallback for when the cloud does not serve it or does not answer. Namespaces the proxy does not serve
 * are returned as they are.
 */
export function throughCloudRpc(network: Network, options: CloudRpcOptions): Network {
  if (!proxiedNamespaces.has(network.chainNamespace)) return network;
  const http = [cloudRpcUrl(options, network.caipNetworkId)];
  return { ...network, rpcUrls: { ...network.rpcUrls, cloud: { http } } };
}

/** The one URL a single-endpoint client reads the network through: the cloud's proxy, else its own. */
export function preferredRpcUrl(network: Network): string | undefined {
  return network.rpcUrls.cloud?.http[0] ?? network.rpcUrls.default.http[0];
}
