import { isAddress } from 'viem';
import type { UniswapChain } from './uniswapConfig.js';

const contracts = ['weth', 'v2Factory', 'v3Factory', 'router', 'quoterV2'] as const;

/** `convert.uniswap.chains` as the local aggregator needs it; a fault stops the start, naming the key. */
export function checkUniswapChains(chains: Record<string, unknown>): Record<string, UniswapChain> {
  for (const [chainId, chain] of Object.entries(chains)) {
    const where = `convert.uniswap.chains['${chainId}']`;
    if (!/^eip155:[1-9][0-9]*$/.test(chainId)) throw new Error(`${where}: not an eip155 chain id`);
    const fields = (typeof chain === 'object' && chain !== null ? chain : {}) as Record<string, unknown>;
    for (const name of contracts) {
      if (typeof fields[name] !== 'string' || !isAddress(fields[name] as string)) {
        throw new Error(`${where}.${name} must be a 0x address`);
      }
    }
    const hubs = fields.hubs;
    if (
      hubs !== undefined &&
      !(Array.isArray(hubs) && hubs.every((hub) => typeof hub === 'string' && isAddress(hub)))
    ) {
      throw new Error(`${where}.hubs must be a list of 0x addresses`);
    }
  }
  return chains as Record<string, UniswapChain>;
}
