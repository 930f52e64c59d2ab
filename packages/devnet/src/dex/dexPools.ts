/** What the devnet's pools hold: WETH and the devnet's tokens. */
export type DexPoolToken = 'WETH' | 'pUSD' | 'PORT';

export interface DexPoolConfig {
  /** v2: a UniswapV2Pair; v3: a UniswapV3Pool at fee 0.3 %, liquidity over the full tick range. */
  protocol: 'v2' | 'v3';
  /** The two tokens and what the pool holds of each, as decimal strings; their ratio is the pool's price. */
  reserves: Partial<Record<DexPoolToken, string>>;
}

/** The v3 pools' fee tier (hundredths of a basis point): 0.3 %, tick spacing 60. */
export const v3PoolFee = 3000;

/**
 * The devnet's pools, the same on every chain, priced near the cloud's devnet price table (ETH 3141.5926 pUSD,
 * PORT 2.3456 pUSD). Each v3 pool is shallower and a little off the v2 price in the trader's favour, so a small
 * trade routes through v3 and a large one through v2 (the deeper pool). Deep enough that 0.1 ETH moves the
 * WETH/pUSD price well under 1 %, shallow enough that 100 ETH moves it by over 15 %.
 */
export const devnetPools: readonly DexPoolConfig[] = [
  { protocol: 'v2', reserves: { WETH: '200', pUSD: '628318.52' } },
  { protocol: 'v2', reserves: { pUSD: '938240', PORT: '400000' } },
  { protocol: 'v2', reserves: { WETH: '100', PORT: '133935.56' } },
  { protocol: 'v3', reserves: { WETH: '100', pUSD: '315000' } },
  { protocol: 'v3', reserves: { pUSD: '468000', PORT: '200000' } },
];
