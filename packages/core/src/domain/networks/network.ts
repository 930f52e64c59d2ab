import type { CaipNetworkId } from '../caip/caipNetworkId.js';
import type { ChainNamespace } from '../caip/chainNamespace.js';

export type { CaipNetworkId };

export interface NativeCurrency {
  name: string;
  symbol: string;
  decimals: number;
}

export interface RpcUrls {
  http: readonly string[];
  webSocket?: readonly string[];
}

export interface BlockExplorer {
  name: string;
  url: string;
}

/** The Network entity of spec §3. */
export interface Network {
  /** Chain reference: a number for eip155, a genesis-hash prefix string for the others. */
  id: number | string;
  name: string;
  caipNetworkId: CaipNetworkId;
  chainNamespace: ChainNamespace;
  nativeCurrency: NativeCurrency;
  /**
   * `default`: the URLs the network is read through; `chainDefault`: the chain's own, offered to wallets that
   * add the network; `cloud`: Portico Cloud's RPC proxy, set by Portico when a cloud is configured and read
   * first, with `default` as the fallback.
   */
  rpcUrls: { default: RpcUrls; chainDefault?: RpcUrls; cloud?: RpcUrls };
  blockExplorers?: { default: BlockExplorer };
  /** Contracts of the chain Portico reads through (eip155): the ENS universal resolver for names (§4 identity). */
  contracts?: { ensUniversalResolver?: { address: `0x${string}` } };
  testnet?: boolean;
  assets?: { imageId?: string; imageUrl?: string };
}
