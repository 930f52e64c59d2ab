import { address, record } from './fields.js';

/**
 * A chain's Uniswap v2 and v3 deployment (packages/devnet/README.md, "Swaps"): the factories the pools are found
 * through, the router every swap goes through (SwapRouter02, for v2 and v3 pools alike, so one approval covers
 * both) and v3's quoter.
 */
export interface StackDex {
  /** Wrapped Ether (WETH9): what the native coin trades as in the pools. */
  weth: `0x${string}`;
  /** UniswapV2Factory: `getPair(tokenA, tokenB)`. */
  v2Factory: `0x${string}`;
  /** UniswapV3Factory: `getPool(tokenA, tokenB, fee)`. */
  v3Factory: `0x${string}`;
  /** NonfungiblePositionManager: v3 positions (SwapRouter02 names it; it holds the devnet's liquidity). */
  positionManager: `0x${string}`;
  /** SwapRouter02: `swapExactTokensForTokens` (v2), `exactInputSingle`/`exactInput` (v3), `multicall(deadline, …)`. */
  router: `0x${string}`;
  /** QuoterV2: `quoteExactInputSingle`, `quoteExactInput` (called with eth_call). */
  quoterV2: `0x${string}`;
}

const dexKeys = ['weth', 'v2Factory', 'v3Factory', 'positionManager', 'router', 'quoterV2'] as const;

/** A stack file chain's `dex` (at `path`); throws a TypeError that names the first bad or missing field. */
export function parseDex(value: unknown, path: string): StackDex {
  const d = record(value, path);
  return Object.fromEntries(
    dexKeys.map((key) => [key, address(d[key], `${path}.${key}`)]),
  ) as unknown as StackDex;
}
