import type { Address } from 'viem';
import type { ChainRpc } from '../../rpc/chainRpc.js';

/** One chain's Uniswap deployment, as the devnet's stack.json lists it (`chains[].dex`). */
export interface UniswapContracts {
  /** Wrapped native coin: what the native coin trades as. */
  weth: Address;
  v2Factory: Address;
  v3Factory: Address;
  /** SwapRouter02: the one router for v2 and v3 pools, and so the one spender. */
  router: Address;
  quoterV2: Address;
}

export interface UniswapChain extends UniswapContracts {
  /** Tokens a two-pool route may pass through, besides `weth` (which always may). */
  hubs?: readonly Address[];
}

export interface UniswapAggregatorConfig {
  /** Per CAIP-2 chain id (`eip155:31337`). */
  chains: Readonly<Record<string, UniswapChain>>;
  /** The chain's upstreams (the cloud's `ChainRegistry.get`); a configured chain without them cannot be quoted. */
  chainRpc(chainId: string): ChainRpc | undefined;
  /** The v3 fee tiers looked for, in hundredths of a basis point (default 500, 3000 and 10000). */
  v3Fees?: readonly number[];
}
