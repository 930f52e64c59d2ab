/** The full tick range at tick spacing 60 (fee 0.3 %): v3's MIN_TICK and MAX_TICK rounded inwards to the spacing. */
export const fullRangeTicks = { lower: -887220, upper: 887220 } as const;

function sqrt(value: bigint): bigint {
  if (value < 2n) return value;
  let x = value;
  let y = (x + 1n) / 2n;
  while (y < x) {
    x = y;
    y = (x + value / x) / 2n;
  }
  return x;
}

/** A v3 pool's initial √price (Q64.96) for holdings of `amount0` of token0 and `amount1` of token1, in base units. */
export function sqrtPriceX96(amount0: bigint, amount1: bigint): bigint {
  return sqrt((amount1 << 192n) / amount0);
}
