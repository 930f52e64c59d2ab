import { evmChainIdToCoinType, isCaipNetworkId } from '@portico/core';
import { type Address, isAddress } from 'viem';
import type { NamesConfig, RpcConfig } from '../config.js';
import { type ChainRpc, createChainRpc } from '../rpc/chainRpc.js';
import { createNameReader, type NameReader } from './nameReader.js';

/** The chains whose name registry the cloud reads, each through its configured upstreams. */
export interface NameChains {
  /** The chain of calls that name none: eip155:1 when configured, else the first; undefined when none is. */
  defaultChainId: string | undefined;
  get(chainId: string): NameReader | undefined;
  close(): Promise<void>;
}

const ethereumCoinType = 60;
const coinTypeFlag = 0x80000000;

/**
 * ENSIP-11 coin types a profile lists: Ethereum's and those of the EVM chains the cloud serves (a chain id
 * of 2^31 or more has no coin type).
 */
function servedCoinTypes(rpc: RpcConfig): number[] {
  const evmChainIds = Object.keys(rpc.upstreams)
    .filter((chainId) => chainId.startsWith('eip155:'))
    .map((chainId) => Number(chainId.slice('eip155:'.length)))
    .filter((chainId) => Number.isSafeInteger(chainId) && chainId >= 1 && chainId < coinTypeFlag);
  return [...new Set([ethereumCoinType, ...evmChainIds.map(evmChainIdToCoinType)])];
}

/** A chain that is not an EVM chain, has no upstream or no valid resolver address is a configuration error. */
export function createNameChains(names: NamesConfig, rpc: RpcConfig): NameChains {
  const coinTypes = servedCoinTypes(rpc);
  const rpcs: ChainRpc[] = [];
  const readers = new Map<string, NameReader>();
  for (const [chainId, resolver] of Object.entries(names.universalResolvers)) {
    if (!isCaipNetworkId(chainId) || !chainId.startsWith('eip155:')) {
      throw new Error(`names.universalResolvers: '${chainId}' is not a CAIP-2 id of an EVM chain`);
    }
    if (!isAddress(resolver, { strict: false })) {
      throw new Error(`names.universalResolvers: ${chainId} has no valid resolver address: ${resolver}`);
    }
    const urls = rpc.upstreams[chainId];
    if (urls === undefined || urls.length === 0) {
      throw new Error(`names.universalResolvers: ${chainId} has no rpc.upstreams to read it through`);
    }
    const chainRpc = createChainRpc(urls, rpc);
    rpcs.push(chainRpc);
    readers.set(chainId, createNameReader(chainRpc, resolver as Address, coinTypes));
  }
  const ids = [...readers.keys()];
  return {
    defaultChainId: ids.includes('eip155:1') ? 'eip155:1' : ids[0],
    get: (chainId) => readers.get(chainId),
    close: async () => void (await Promise.all(rpcs.map((chainRpc) => chainRpc.close()))),
  };
}
