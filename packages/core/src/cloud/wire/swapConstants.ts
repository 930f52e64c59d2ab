// §9's swap constants, each its own export so that a bundle keeps only those it reads (the initial state needs the
// slippage alone).

/** The spec gives two readings (a shared constant not shown, or 1); Portico uses 1 %. */
export const swapSlippagePercent = 1;

/** §9 eip155 chain ids where swaps are offered. */
export const swapChainIds = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554] as const;

/** §9 the native coin's placeholder address per namespace, as the convert API names it (`eip155:1:0xeeee…eeee`). */
export const swapNativeTokenAddress = {
  eip155: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  solana: 'So11111111111111111111111111111111111111111',
} as const;
