import { type CaipNetworkId, constants, type Network, parseCaipNetworkId } from '@portico/core';
import { preferredRpcUrl } from '@portico/core/adapters';
import { servedNamespaces } from './servedNamespaces.js';

/** What a session proposal asks for in one namespace (universal-provider's optional namespace). */
export interface RequestedNamespace {
  chains: string[];
  methods: string[];
  events: string[];
  /** RPC URL by chain reference and by CAIP-2 id: universal-provider looks up one or the other per namespace. */
  rpcMap: Record<string, string>;
}

/** The RPC URL of `network`: the dApp's override, else Portico Cloud's RPC proxy, else the network's own. */
export function rpcUrlOf(
  network: Network,
  rpcUrls: Readonly<Partial<Record<CaipNetworkId, string>>> = {},
): string | undefined {
  return rpcUrls[network.caipNetworkId] ?? preferredRpcUrl(network);
}

/**
 * The optional namespaces of a proposal: every configured network of each served namespace, the §9 methods
 * and the wallet events, and an `rpcMap` entry for every chain so that universal-provider never falls back
 * to its hosted RPC.
 */
export function requestedNamespaces(
  networks: readonly Network[],
  rpcUrls?: Readonly<Partial<Record<CaipNetworkId, string>>>,
): Record<string, RequestedNamespace> {
  const requested: Record<string, RequestedNamespace> = {};
  for (const namespace of servedNamespaces(networks)) {
    const chains = networks.filter((network) => network.chainNamespace === namespace);
    const rpcMap: Record<string, string> = {};
    for (const network of chains) {
      const url = rpcUrlOf(network, rpcUrls);
      if (url === undefined) continue;
      rpcMap[parseCaipNetworkId(network.caipNetworkId).chainId] = url;
      rpcMap[network.caipNetworkId] = url;
    }
    requested[namespace] = {
      chains: chains.map(({ caipNetworkId }) => caipNetworkId),
      methods: [...constants.walletMethods[namespace as keyof typeof constants.walletMethods]],
      events: [...constants.walletEvents],
      rpcMap,
    };
  }
  return requested;
}
