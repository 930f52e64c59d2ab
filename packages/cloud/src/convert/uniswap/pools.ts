import { type Address, type PublicClient, zeroAddress } from 'viem';
import { v2FactoryAbi, v2PairAbi, v3FactoryAbi, v3PoolAbi } from './uniswapAbis.js';
import type { UniswapContracts } from './uniswapConfig.js';

/** v2's fixed 0.3 % fee, in the hundredths of a basis point v3's fee tiers are given in. */
const v2Fee = 3000;

export interface V2Pool {
  protocol: 'v2';
  address: Address;
  token0: Address;
  reserve0: bigint;
  reserve1: bigint;
  fee: typeof v2Fee;
}

export interface V3Pool {
  protocol: 'v3';
  address: Address;
  token0: Address;
  /** Hundredths of a basis point (3000 = 0.3 %). */
  fee: number;
  /** The pool's √price (Q64.96) of token0 in token1. */
  sqrtPriceX96: bigint;
}

export type Pool = V2Pool | V3Pool;

/** Uniswap orders a pool's tokens by address. */
export const isToken0 = (token: Address, other: Address) => token.toLowerCase() < other.toLowerCase();

/** The pools of the pair `a`/`b` that hold liquidity: v2's pair and v3's pool at each of `fees`. */
export async function readPools(
  client: PublicClient,
  contracts: UniswapContracts,
  a: Address,
  b: Address,
  fees: readonly number[],
): Promise<Pool[]> {
  const token0 = isToken0(a, b) ? a : b;
  const [pair, ...v3Pools] = await Promise.all([
    client.readContract({
      address: contracts.v2Factory,
      abi: v2FactoryAbi,
      functionName: 'getPair',
      args: [a, b],
    }),
    ...fees.map((fee) =>
      client.readContract({
        address: contracts.v3Factory,
        abi: v3FactoryAbi,
        functionName: 'getPool',
        args: [a, b, fee],
      }),
    ),
  ]);
  const v2 = async (): Promise<V2Pool[]> => {
    if (pair === zeroAddress) return [];
    const [reserve0, reserve1] = await client.readContract({
      address: pair,
      abi: v2PairAbi,
      functionName: 'getReserves',
    });
    return reserve0 > 0n && reserve1 > 0n
      ? [{ protocol: 'v2', address: pair, token0, reserve0, reserve1, fee: v2Fee }]
      : [];
  };
  const v3 = async (pool: Address, fee: number): Promise<V3Pool[]> => {
    if (pool === zeroAddress) return [];
    const [[sqrtPriceX96], liquidity] = await Promise.all([
      client.readContract({ address: pool, abi: v3PoolAbi, functionName: 'slot0' }),
      client.readContract({ address: pool, abi: v3PoolAbi, functionName: 'liquidity' }),
    ]);
    return liquidity > 0n ? [{ protocol: 'v3', address: pool, token0, fee, sqrtPriceX96 }] : [];
  };
  const found = await Promise.all([v2(), ...v3Pools.map((pool, i) => v3(pool, fees[i] as number))]);
  return found.flat();
}
