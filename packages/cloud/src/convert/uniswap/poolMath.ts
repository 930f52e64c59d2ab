import { isToken0, type Pool, type V2Pool } from './pools.js';

/** A price as a fraction: base units of the token out per base unit of the token in. */
export interface Ratio {
  num: bigint;
  den: bigint;
}

const q192 = 1n << 192n;

/** UniswapV2Library.getAmountOut: what a v2 pair pays for `amountIn`, after its 0.3 % fee, rounded down. */
export function v2AmountOut(pool: V2Pool, tokenIn: `0x${string}`, amountIn: bigint): bigint {
  const inIs0 = tokenIn.toLowerCase() === pool.token0.toLowerCase();
  const [reserveIn, reserveOut] = inIs0 ? [pool.reserve0, pool.reserve1] : [pool.reserve1, pool.reserve0];
  const amountInWithFee = amountIn * 997n;
  return (amountInWithFee * reserveOut) / (reserveIn * 1000n + amountInWithFee);
}

/** The pool's marginal price before a trade, without its fee. */
export function spotPrice(pool: Pool, tokenIn: `0x${string}`, tokenOut: `0x${string}`): Ratio {
  const inIs0 = isToken0(tokenIn, tokenOut);
  if (pool.protocol === 'v2') {
    return inIs0 ? { num: pool.reserve1, den: pool.reserve0 } : { num: pool.reserve0, den: pool.reserve1 };
  }
  const squared = pool.sqrtPriceX96 * pool.sqrtPriceX96;
  return inIs0 ? { num: squared, den: q192 } : { num: q192, den: squared };
}
