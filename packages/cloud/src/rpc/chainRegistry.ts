import { type CaipNetworkId, isCaipNetworkId } from '@portico/core';
import type { RpcConfig } from '../config.js';
import { type ChainRpc, createChainRpc, type UpstreamTimers } from './chainRpc.js';

/** The chains the deployment serves, each with its upstreams. */
export interface ChainRegistry {
  ids: CaipNetworkId[];
  get(chainId: string): ChainRpc | undefined;
  close(): Promise<void>;
}

/**
 * Reads `rpc.upstreams`; a key that is not a CAIP-2 id or a chain without an http(s) URL is a configuration error.
 * `timers`: the upstream calls' time-outs and retry waits (default real ones).
 */
export function createChainRegistry(config: RpcConfig, timers?: UpstreamTimers): ChainRegistry {
  const chains = new Map<string, ChainRpc>();
  for (const [chainId, urls] of Object.entries(config.upstreams)) {
    if (!isCaipNetworkId(chainId)) throw new Error(`rpc.upstreams: '${chainId}' is not a CAIP-2 network id`);
    if (urls.length === 0) throw new Error(`rpc.upstreams: ${chainId} has no upstream URL`);
    for (const url of urls) {
      if (!/^https?:\/\//.test(url) || !URL.canParse(url)) {
        throw new Error(`rpc.upstreams: ${chainId} has an upstream that is not an http(s) URL: ${url}`);
      }
    }
    chains.set(chainId, createChainRpc(urls, timers ? { ...config, timers } : config));
  }
  return {
    ids: [...chains.keys()] as CaipNetworkId[],
    get: (chainId) => chains.get(chainId),
    close: async () => void (await Promise.all([...chains.values()].map((chain) => chain.close()))),
  };
}
