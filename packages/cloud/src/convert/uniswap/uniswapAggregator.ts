import { swapNativeTokenAddress } from '@portico/core/wire';
import { type Address, BaseError, createPublicClient, type PublicClient } from 'viem';
import { chainTransport } from '../../names/chainTransport.js';
import {
  type AggregatorQuote,
  type AggregatorSwap,
  type SwapAggregator,
  type SwapRequest,
  SwapUnavailable,
} from '../swapAggregator.js';
import { routeQuote } from './routeQuote.js';
import { routerCall } from './routerCall.js';
import { type PricedRoute, priceRoutes } from './routes.js';
import type { UniswapAggregatorConfig, UniswapChain } from './uniswapConfig.js';

const defaultV3Fees = [500, 3000, 10_000] as const;
const nativeCoin = swapNativeTokenAddress.eip155;

interface Best {
  route: PricedRoute;
  quote: AggregatorQuote;
  native: { in: boolean; out: boolean };
}

/**
 * The local swap aggregator (`uniswap`): prices a trade on the configured chains' Uniswap v2 and v3 pools,
 * straight or through one hub, and builds SwapRouter02's call for the route that pays the most. The native coin
 * trades as WETH, wrapped and unwrapped by the router.
 */
export function createUniswapAggregator(config: UniswapAggregatorConfig): SwapAggregator {
  const fees = config.v3Fees ?? defaultV3Fees;
  const clients = new Map<string, PublicClient>();

  const chainOf = (chainId: string): UniswapChain => {
    const chain = config.chains[chainId];
    if (chain === undefined) throw new SwapUnavailable('liquidity', `Uniswap does not trade on ${chainId}`);
    return chain;
  };
  const clientOf = (chainId: string): PublicClient => {
    let client = clients.get(chainId);
    if (client === undefined) {
      const chainRpc = config.chainRpc(chainId);
      if (chainRpc === undefined) {
        throw new SwapUnavailable(
          'unavailable',
          `Uniswap on ${chainId} has no upstream to read the chain through`,
        );
      }
      client = createPublicClient({ transport: chainTransport(chainRpc) });
      clients.set(chainId, client);
    }
    return client;
  };

  async function best(request: SwapRequest): Promise<Best> {
    const chain = chainOf(request.chainId);
    const native = {
      in: request.from.toLowerCase() === nativeCoin,
      out: request.to.toLowerCase() === nativeCoin,
    };
    const tokenIn: Address = native.in ? chain.weth : request.from;
    const tokenOut: Address = native.out ? chain.weth : request.to;
    if (tokenIn.toLowerCase() === tokenOut.toLowerCase()) {
      throw new SwapUnavailable('liquidity', 'Uniswap has no route from a token to itself');
    }
    if (request.amount <= 0n) throw new SwapUnavailable('liquidity', 'Uniswap has no route for nothing');
    let routes: PricedRoute[];
    try {
      routes = await priceRoutes(clientOf(request.chainId), chain, fees, tokenIn, tokenOut, request.amount);
    } catch (error) {
      if (error instanceof SwapUnavailable) throw error;
      const reason = error instanceof BaseError ? error.shortMessage : String(error);
      throw new SwapUnavailable('unavailable', `Uniswap on ${request.chainId} could not be read: ${reason}`, {
        cause: error,
      });
    }
    const route = routes.reduce<PricedRoute | undefined>(
      (found, candidate) =>
        found === undefined || candidate.amountOut > found.amountOut ? candidate : found,
      undefined,
    );
    if (route === undefined) {
      throw new SwapUnavailable(
        'liquidity',
        `No Uniswap pool on ${request.chainId} trades ${request.from} for ${request.to} at this amount`,
      );
    }
    return { route, native, quote: routeQuote(route, request.amount, request.slippageBps, native) };
  }

  return {
    id: 'uniswap',
    supports: (chainId) => config.chains[chainId] !== undefined,
    quote: async (request) => (await best(request)).quote,
    async buildSwap(request): Promise<AggregatorSwap> {
      const { route, quote, native } = await best(request);
      const chain = chainOf(request.chainId);
      const data = routerCall({
        route,
        amountIn: request.amount,
        minimumOut: quote.minimumToAmount,
        taker: request.taker,
        nativeOut: native.out,
        deadline: request.deadline,
      });
      return {
        quote,
        to: chain.router,
        data,
        value: native.in ? request.amount : 0n,
        ...(native.in ? {} : { spender: chain.router }),
      };
    },
    spender: async (chainId) => chainOf(chainId).router,
    router(chainId) {
      const chain = config.chains[chainId];
      return chain && { address: chain.router, wrappedNative: chain.weth };
    },
  };
}
