import { type Address, encodeFunctionData, type Hex } from 'viem';
import type { PricedRoute } from './routes.js';
import { v3Path } from './routes.js';
import { swapRouter02Abi } from './uniswapAbis.js';

// SwapRouter02's stand-ins for a recipient (its Constants library): the router itself, which then unwraps.
const routerItself: Address = '0x0000000000000000000000000000000000000002';

export interface RouterCallInput {
  route: PricedRoute;
  amountIn: bigint;
  minimumOut: bigint;
  taker: Address;
  /** Whether the taker receives the native coin: the router receives WETH and unwraps it to the taker. */
  nativeOut: boolean;
  /** Unix seconds after which the router reverts the call. */
  deadline: number;
}

/**
 * SwapRouter02's `multicall(deadline, calls)` for the route: v2's `swapExactTokensForTokens` or v3's
 * `exactInputSingle`/`exactInput`, then `unwrapWETH9` when the taker buys the native coin. Selling the native coin
 * needs no call of its own: the router wraps the value it is sent to pay the first pool.
 */
export function routerCall(input: RouterCallInput): Hex {
  const { route, amountIn, minimumOut, taker, nativeOut } = input;
  const recipient = nativeOut ? routerItself : taker;
  const first = route.hops[0];
  const last = route.hops[route.hops.length - 1];
  if (first === undefined || last === undefined) throw new Error('A route has at least one pool');
  let swap: Hex;
  if (route.protocol === 'v2') {
    swap = encodeFunctionData({
      abi: swapRouter02Abi,
      functionName: 'swapExactTokensForTokens',
      args: [amountIn, minimumOut, [first.tokenIn, ...route.hops.map((hop) => hop.tokenOut)], recipient],
    });
  } else if (route.hops.length === 1) {
    swap = encodeFunctionData({
      abi: swapRouter02Abi,
      functionName: 'exactInputSingle',
      args: [
        {
          tokenIn: first.tokenIn,
          tokenOut: first.tokenOut,
          fee: first.pool.fee,
          recipient,
          amountIn,
          amountOutMinimum: minimumOut,
          sqrtPriceLimitX96: 0n,
        },
      ],
    });
  } else {
    swap = encodeFunctionData({
      abi: swapRouter02Abi,
      functionName: 'exactInput',
      args: [{ path: v3Path(route.hops), recipient, amountIn, amountOutMinimum: minimumOut }],
    });
  }
  const calls = nativeOut
    ? [
        swap,
        encodeFunctionData({ abi: swapRouter02Abi, functionName: 'unwrapWETH9', args: [minimumOut, taker] }),
      ]
    : [swap];
  return encodeFunctionData({
    abi: swapRouter02Abi,
    functionName: 'multicall',
    args: [BigInt(input.deadline), calls],
  });
}
