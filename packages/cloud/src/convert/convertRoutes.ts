import {
  cloudPaths,
  SdkQuery,
  SwapAllowanceQuery,
  type SwapAllowanceResponse,
  SwapBuildApproveQuery,
  type SwapBuildApproveResponse,
  SwapBuildTransactionBody,
  type SwapBuildTransactionResponse,
  SwapQuotesQuery,
  type SwapQuotesResponse,
  SwapTokensQuery,
  type SwapTokensResponse,
} from '@portico/core/wire';
import type { FastifyInstance } from 'fastify';
import type { PriceProvider } from '../balances/index.js';
import type { CloudPluginOptions } from '../cloudPlugin.js';
import type { ChainRegistry } from '../rpc/chainRegistry.js';
import type { ChainRpc } from '../rpc/chainRpc.js';
import { fetchGasPrice } from '../rpc/gasPrice.js';
import { approveData, ChainReadFailed, readAllowance } from './erc20Allowance.js';
import type { AggregatorQuote, SwapAggregator, SwapRequest } from './swapAggregator.js';
import { answerSwap } from './swapErrors.js';
import { estimateSwapGas } from './swapGasLimit.js';
import {
  BadSwapInput,
  baseUnits,
  isNative,
  maxUint256,
  type SwapAddress,
  slippageBps,
  swapAccount,
  swapAddress,
  swapPair,
} from './swapInput.js';
import { swapNetwork, swapNetworkIds } from './swapNetworks.js';
import { createPairPricer, priceImpactBps } from './swapPriceImpact.js';
import { swapQuoteView } from './swapQuoteView.js';
import { swapTokenCatalogue } from './swapTokenCatalogue.js';

export interface ConvertRoutesOptions extends CloudPluginOptions {
  /** The aggregator quoting and building swaps (`createSwapAggregator`); undefined: swaps are off. */
  aggregator: SwapAggregator | undefined;
  /** The chains' upstreams, shared with the aggregator (its owner closes them). */
  chains: ChainRegistry;
  /** The balances' price source: it prices the pair where the aggregator gives no price impact. */
  prices: PriceProvider;
}

/** The chain's `standard` gas price (`GET /v1/convert/gas-price`'s rule), wei. */
async function standardGasPrice(chain: ChainRpc): Promise<bigint> {
  try {
    return BigInt((await fetchGasPrice(chain)).standard);
  } catch (error) {
    throw new ChainReadFailed('the gas price cannot be read', { cause: error });
  }
}

/**
 * §7 convert API: the chain's tradable tokens, quotes and swap transactions from the configured aggregator, and
 * the ERC-20 allowance and approval the swap needs, read and built against the chain's upstreams.
 */
export async function convertRoutes(
  api: FastifyInstance,
  { config, clock, aggregator, chains, prices }: ConvertRoutesOptions,
): Promise<void> {
  const pricer = createPairPricer(prices, config.balances.tokens, api.log);
  const networkIds = swapNetworkIds(config.convert.networks);
  const catalogue = swapTokenCatalogue(config.balances.tokens, config.convert.tokens);
  const network = (chainId: string) => swapNetwork(chainId, networkIds, chains, aggregator);

  /** A token the chain trades: any 0x address on a chain without a token list, else one of the list's. */
  function tradable(field: string, id: string, token: SwapAddress): void {
    const listed = catalogue.get(token.chainId)?.tokens;
    if (listed && !listed.some((entry) => entry.address === `${token.chainId}:${token.address}`)) {
      throw new BadSwapInput(`${field} '${id}' is not a tradable token of ${token.chainId}`);
    }
  }

  /** What the aggregator is asked for a checked trade. */
  const swapRequest = (swap: ReturnType<typeof trade>, amount: bigint, slippageBps: number): SwapRequest => ({
    chainId: swap.from.chainId,
    from: swap.from.address,
    to: swap.to.address,
    amount,
    taker: swap.taker,
    slippageBps,
  });

  /** The pair's price impact from the price source, where the aggregator's quote has none. */
  async function pricedImpact(
    swap: ReturnType<typeof trade>,
    amountIn: bigint,
    quote: AggregatorQuote,
  ): Promise<{ pricedImpactBps?: number }> {
    if (quote.priceImpactBps !== undefined) return {};
    const pair = await pricer.pair({ from: swap.from, to: swap.to, amountIn });
    return pair ? { pricedImpactBps: priceImpactBps(pair, amountIn, quote.toAmount) } : {};
  }

  function trade(fromId: string, toId: string, userAddress: string) {
    const { from, to } = swapPair(fromId, toId);
    const swap = network(from.chainId);
    tradable('from', fromId, from);
    tradable('to', toId, to);
    return { from, to, taker: swapAccount(userAddress, from.chainId), ...swap };
  }

  api.get<{ Querystring: SwapTokensQuery }>(
    cloudPaths.swapTokens,
    { schema: { querystring: SwapTokensQuery } },
    (request, reply) =>
      answerSwap(request, reply, async (): Promise<SwapTokensResponse> => {
        const { chainId } = request.query;
        const { aggregator: swaps } = network(chainId);
        const router = swaps.router?.(chainId);
        const lists = catalogue.get(chainId) ?? { tokens: [], suggested: [], popular: [] };
        return router === undefined ? lists : { ...lists, router };
      }),
  );

  api.get<{ Querystring: SwapQuotesQuery }>(
    cloudPaths.swapQuotes,
    { schema: { querystring: SwapQuotesQuery } },
    (request, reply) =>
      answerSwap(request, reply, async (): Promise<SwapQuotesResponse> => {
        const query = request.query;
        const swap = trade(query.from, query.to, query.userAddress);
        const amount = baseUnits('amount', query.amount);
        const slippage = slippageBps(query.slippage);
        const gasPrice = query.gasPrice === undefined ? undefined : baseUnits('gasPrice', query.gasPrice);
        const [quote, price] = await Promise.all([
          swap.aggregator.quote(swapRequest(swap, amount, slippage.bps)),
          gasPrice ?? standardGasPrice(swap.chain),
        ]);
        const context = {
          from: query.from,
          to: query.to,
          amount,
          slippage: slippage.percent,
          ...(await pricedImpact(swap, amount, quote)),
        };
        return {
          quotes: [swapQuoteView(quote, { ...context, gasPrice: price, aggregator: swap.aggregator.id })],
        };
      }),
  );

  api.get<{ Querystring: SwapAllowanceQuery }>(
    cloudPaths.swapAllowance,
    { schema: { querystring: SwapAllowanceQuery } },
    (request, reply) =>
      answerSwap(request, reply, async (): Promise<SwapAllowanceResponse> => {
        const token = swapAddress('tokenAddress', request.query.tokenAddress);
        const { aggregator: swaps, chain } = network(token.chainId);
        tradable('tokenAddress', request.query.tokenAddress, token);
        const owner = swapAccount(request.query.userAddress, token.chainId);
        const spender = await swaps.spender(token.chainId, token.address);
        // The native coin is sent with the call: there is nothing to approve.
        const allowance = isNative(token)
          ? maxUint256
          : await readAllowance(chain, token.address, owner, spender);
        return { allowance: allowance.toString(), spender };
      }),
  );

  api.get<{ Querystring: SwapBuildApproveQuery }>(
    cloudPaths.swapBuildApprove,
    { schema: { querystring: SwapBuildApproveQuery } },
    (request, reply) =>
      answerSwap(request, reply, async (): Promise<SwapBuildApproveResponse> => {
        const query = request.query;
        const swap = trade(query.from, query.to, query.userAddress);
        if (isNative(swap.from)) throw new BadSwapInput('The native coin needs no approval');
        const amount = query.amount === undefined ? maxUint256 : baseUnits('amount', query.amount);
        const [spender, gasPrice] = await Promise.all([
          swap.aggregator.spender(swap.from.chainId, swap.from.address),
          standardGasPrice(swap.chain),
        ]);
        return {
          tx: {
            from: query.userAddress,
            to: swap.from.address,
            data: approveData(spender, amount),
            value: '0',
            eip155: { gasPrice: gasPrice.toString() },
          },
        };
      }),
  );

  api.post<{ Querystring: SdkQuery; Body: SwapBuildTransactionBody }>(
    cloudPaths.swapBuildTransaction,
    { schema: { querystring: SdkQuery, body: SwapBuildTransactionBody } },
    (request, reply) =>
      answerSwap(request, reply, async (): Promise<SwapBuildTransactionResponse> => {
        const body = request.body;
        if (body.projectId !== request.query.projectId) {
          throw new BadSwapInput('body/projectId differs from the projectId of the query');
        }
        const swap = trade(body.from, body.to, body.userAddress);
        const amount = baseUnits('amount', body.amount);
        const slippage = slippageBps(body.eip155?.slippage);
        const deadline = Math.floor(clock() / 1000) + config.convert.quoteTtlSeconds;
        const [built, gasPrice] = await Promise.all([
          swap.aggregator.buildSwap({ ...swapRequest(swap, amount, slippage.bps), deadline }),
          standardGasPrice(swap.chain),
        ]);
        let gas: bigint | undefined;
        if (!body.disableEstimate) {
          const call = { from: swap.taker, to: built.to, data: built.data, value: built.value };
          const estimated = await estimateSwapGas(swap.chain, call);
          if (estimated.gas === undefined) {
            request.log.info({ reason: estimated.reason }, 'convert: the swap cannot be estimated yet');
          }
          gas = estimated.gas ?? built.gas;
        }
        const context = {
          from: body.from,
          to: body.to,
          amount,
          slippage: slippage.percent,
          gasPrice,
          ...(await pricedImpact(swap, amount, built.quote)),
        };
        return {
          tx: {
            from: body.userAddress,
            to: built.to,
            data: built.data,
            value: built.value.toString(),
            eip155: {
              ...(gas === undefined ? {} : { gas: gas.toString() }),
              gasPrice: gasPrice.toString(),
            },
          },
          quote: swapQuoteView(built.quote, { ...context, aggregator: swap.aggregator.id }),
          deadline,
        };
      }),
  );
}
