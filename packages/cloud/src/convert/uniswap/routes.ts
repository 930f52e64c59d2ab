import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  encodePacked,
  type Hex,
  type PublicClient,
} from 'viem';
import { v2AmountOut } from './poolMath.js';
import { isToken0, type Pool, readPools, type V2Pool, type V3Pool } from './pools.js';
import { quoterV2Abi } from './uniswapAbis.js';
import type { UniswapChain } from './uniswapConfig.js';

export interface Hop {
  pool: Pool;
  tokenIn: Address;
  tokenOut: Address;
}

/** A way through one protocol's pools, with what it pays for the amount asked. */
export interface PricedRoute {
  protocol: 'v2' | 'v3';
  hops: Hop[];
  amountOut: bigint;
  /** Gas the pools' swaps use, before the router's overhead. */
  poolGas: bigint;
}

// A v2 swap's gas per pair (the pair's swap and the token transfers), measured on the devnet with margin; v2 has no
// quoter to report it.
const v2GasPerHop = 110_000n;

const sameToken = (a: Address, b: Address) => a.toLowerCase() === b.toLowerCase();

/** The token paths tried: straight, and through each hub that is neither end. */
function tokenPaths(chain: UniswapChain, tokenIn: Address, tokenOut: Address): Address[][] {
  const hubs = [chain.weth, ...(chain.hubs ?? [])].filter(
    (hub, i, all) =>
      !sameToken(hub, tokenIn) && !sameToken(hub, tokenOut) && all.findIndex((h) => sameToken(h, hub)) === i,
  );
  return [[tokenIn, tokenOut], ...hubs.map((hub) => [tokenIn, hub, tokenOut])];
}

function combinations<T>(lists: readonly (readonly T[])[]): T[][] {
  return lists.reduce<T[][]>(
    (done, list) => done.flatMap((prefix) => list.map((item) => [...prefix, item])),
    [[]],
  );
}

/** A v3 multi-pool path as QuoterV2 and SwapRouter02 take it: token, fee, token, …, token. */
export function v3Path(hops: readonly Hop[]): Hex {
  const types: ('address' | 'uint24')[] = ['address'];
  const values: (Address | number)[] = [(hops[0] as Hop).tokenIn];
  for (const hop of hops) {
    types.push('uint24', 'address');
    values.push(hop.pool.fee, hop.tokenOut);
  }
  return encodePacked(types, values);
}

const isRevert = (error: unknown) =>
  error instanceof BaseError && error.walk((e) => e instanceof ContractFunctionRevertedError) !== null;

async function quoteV3(client: PublicClient, quoter: Address, hops: Hop[], amountIn: bigint) {
  try {
    if (hops.length === 1) {
      const [hop] = hops as [Hop];
      const { result } = await client.simulateContract({
        address: quoter,
        abi: quoterV2Abi,
        functionName: 'quoteExactInputSingle',
        args: [
          {
            tokenIn: hop.tokenIn,
            tokenOut: hop.tokenOut,
            amountIn,
            fee: hop.pool.fee,
            sqrtPriceLimitX96: 0n,
          },
        ],
      });
      return { amountOut: result[0], poolGas: result[3] };
    }
    const { result } = await client.simulateContract({
      address: quoter,
      abi: quoterV2Abi,
      functionName: 'quoteExactInput',
      args: [v3Path(hops), amountIn],
    });
    return { amountOut: result[0], poolGas: result[3] };
  } catch (error) {
    // A pool that cannot fill the trade makes the quoter revert: that route has no price, the others may.
    if (isRevert(error)) return undefined;
    throw error;
  }
}

/**
 * Every route from `tokenIn` to `tokenOut` through v2 pairs only or v3 pools only, straight or through one hub, that
 * pays something for `amountIn`: v2's by its reserves, v3's by QuoterV2. Rejects when the chain cannot be read.
 */
export async function priceRoutes(
  client: PublicClient,
  chain: UniswapChain,
  fees: readonly number[],
  tokenIn: Address,
  tokenOut: Address,
  amountIn: bigint,
): Promise<PricedRoute[]> {
  const paths = tokenPaths(chain, tokenIn, tokenOut);
  const pairKey = (a: Address, b: Address) => (isToken0(a, b) ? `${a}${b}` : `${b}${a}`).toLowerCase();
  const poolsByPair = new Map<string, Promise<Pool[]>>();
  const poolsOf = (a: Address, b: Address) => {
    const key = pairKey(a, b);
    let pools = poolsByPair.get(key);
    if (pools === undefined) {
      pools = readPools(client, chain, a, b, fees);
      poolsByPair.set(key, pools);
    }
    return pools;
  };
  const legs = await Promise.all(
    paths.map((path) =>
      Promise.all(
        path.slice(1).map(async (tokenOut, i) => {
          const tokenIn = path[i] as Address;
          const pools = await poolsOf(tokenIn, tokenOut);
          return pools.map((pool): Hop => ({ pool, tokenIn, tokenOut }));
        }),
      ),
    ),
  );

  const routes: PricedRoute[] = [];
  for (const hopsPerLeg of legs) {
    const v2Legs = hopsPerLeg.map((hops) => hops.filter((hop) => hop.pool.protocol === 'v2'));
    for (const hops of combinations(v2Legs)) {
      let amountOut = amountIn;
      for (const hop of hops) amountOut = v2AmountOut(hop.pool as V2Pool, hop.tokenIn, amountOut);
      routes.push({ protocol: 'v2', hops, amountOut, poolGas: v2GasPerHop * BigInt(hops.length) });
    }
  }
  const v3Routes = legs.flatMap((hopsPerLeg) =>
    combinations(
      hopsPerLeg.map((hops) =>
        hops.filter((hop): hop is Hop & { pool: V3Pool } => hop.pool.protocol === 'v3'),
      ),
    ),
  );
  const v3Quotes = await Promise.all(v3Routes.map((hops) => quoteV3(client, chain.quoterV2, hops, amountIn)));
  v3Quotes.forEach((quote, i) => {
    if (quote) routes.push({ protocol: 'v3', hops: v3Routes[i] as Hop[], ...quote });
  });
  return routes.filter((route) => route.amountOut > 0n);
}
