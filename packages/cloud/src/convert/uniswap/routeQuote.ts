import type { AggregatorQuote } from '../swapAggregator.js';
import { spotPrice } from './poolMath.js';
import type { PricedRoute } from './routes.js';

// Gas beyond the pools' swaps, measured on the devnet with margin: the transaction and the router's multicall and
// payments; wrapping the native coin sold; unwrapping the one bought and sending it.
const routerGas = 45_000n;
const wrapGas = 15_000n;
const unwrapGas = 30_000n;

const feeDenominator = 1_000_000n;

/** A route's hop as a person reads it: `Uniswap v2`, `Uniswap v3 0.3 %`. */
const hopLabel = (route: PricedRoute, fee: number) =>
  route.protocol === 'v2' ? 'Uniswap v2' : `Uniswap v3 ${fee / 10_000} %`;

/**
 * The quote of the best route: the minimum is `amountOut` less `slippageBps`, rounded down; the fee is what the pools
 * keep, in base units of the token sold; the price impact compares the price paid, fees left out, with the pools'
 * price before the trade.
 */
export function routeQuote(
  route: PricedRoute,
  amountIn: bigint,
  slippageBps: number,
  native: { in: boolean; out: boolean },
): AggregatorQuote {
  let spotNum = 1n;
  let spotDen = 1n;
  let kept = 1n;
  let scale = 1n;
  for (const hop of route.hops) {
    const spot = spotPrice(hop.pool, hop.tokenIn, hop.tokenOut);
    spotNum *= spot.num;
    spotDen *= spot.den;
    kept *= feeDenominator - BigInt(hop.pool.fee);
    scale *= feeDenominator;
  }
  // Price paid without fees, over the spot price: amountOut / (amountIn · kept / scale) / (spotNum / spotDen).
  const paid = route.amountOut * scale * spotDen;
  const atSpot = amountIn * kept * spotNum;
  const priceImpactBps = paid >= atSpot ? 0 : Number(((atSpot - paid) * 10_000n) / atSpot);
  return {
    toAmount: route.amountOut,
    minimumToAmount: (route.amountOut * BigInt(10_000 - slippageBps)) / 10_000n,
    priceImpactBps,
    feeAmount: (amountIn * (scale - kept)) / scale,
    gasEstimate: route.poolGas + routerGas + (native.in ? wrapGas : 0n) + (native.out ? unwrapGas : 0n),
    route: route.hops.map((hop) => hopLabel(route, hop.pool.fee)),
  };
}
