import { swapNativeTokenAddress } from '@portico/core/wire';
import type { Address } from 'viem';
import {
  addressField,
  amountField,
  chainReference,
  type ErrorReading,
  getAggregatorJson,
  hexField,
  objectField,
} from './aggregatorHttp.js';
import type { AggregatorClientConfig } from './convertConfig.js';
import type { AggregatorQuote, SwapAggregator, SwapRequest } from './swapAggregator.js';

const name = 'LI.FI';
/** LI.FI names the native coin by the zero address (its "Token Approvals" page), not `0xEeee…`. */
const lifiNative: Address = '0x0000000000000000000000000000000000000000';
const { eip155: native } = swapNativeTokenAddress;

/** LI.FI's `NoQuoteError` (code 1002, HTTP 404): no tool can route the pair or amount. */
const readError: ErrorReading = (_status, body) =>
  objectField(body).code === 1002 ? 'liquidity' : 'unavailable';

const lifiToken = (token: Address) => (token.toLowerCase() === native ? lifiNative : token);

/** The loss between the USD values LI.FI gives of what is sold and bought, in basis points; 0 without them. */
function priceImpactBps(estimate: Record<string, unknown>): number {
  const from = Number(estimate.fromAmountUSD);
  const to = Number(estimate.toAmountUSD);
  if (!(from > 0) || !(to >= 0)) return 0;
  return Math.max(0, Math.round(((from - to) / from) * 10_000));
}

/** The fees LI.FI takes in the sold token (fees in other tokens are out of `toAmount`). */
function soldTokenFees(estimate: Record<string, unknown>, from: Address): bigint {
  const costs = Array.isArray(estimate.feeCosts) ? estimate.feeCosts : [];
  return costs.reduce<bigint>((sum, cost) => {
    const { amount, token, included } = objectField(cost);
    const address = objectField(token).address;
    const sold = typeof address === 'string' && address.toLowerCase() === lifiToken(from).toLowerCase();
    return sold && included !== false ? sum + amountField(name, amount, 'feeCosts.amount') : sum;
  }, 0n);
}

function gasOf(estimate: Record<string, unknown>): bigint {
  const costs = Array.isArray(estimate.gasCosts) ? estimate.gasCosts : [];
  return costs.reduce<bigint>(
    (sum, cost) => sum + amountField(name, objectField(cost).estimate, 'gasCosts.estimate'),
    0n,
  );
}

/**
 * LI.FI: `GET /v1/quote` (one call gives the price and the transaction), with `x-lifi-api-key` when a key is set
 * (LI.FI works without one, at lower rate limits); same-chain swaps only.
 */
export function createLifiAggregator(
  config: AggregatorClientConfig,
  chains: ReadonlySet<string>,
): SwapAggregator {
  const headers: Record<string, string> = {};
  if (config.apiKey !== undefined) headers['x-lifi-api-key'] = config.apiKey;
  const get = (path: string, query: Record<string, string>) => {
    const url = new URL(path, config.baseUrl);
    url.search = new URLSearchParams(query).toString();
    return getAggregatorJson({ name, url, headers, timeoutMs: config.timeoutMs, readError });
  };

  async function lifiQuote(request: SwapRequest) {
    const chain = chainReference(request.chainId);
    const body = await get('/v1/quote', {
      fromChain: chain,
      toChain: chain,
      fromToken: lifiToken(request.from),
      toToken: lifiToken(request.to),
      fromAmount: request.amount.toString(),
      fromAddress: request.taker,
      slippage: (request.slippageBps / 10_000).toString(),
    });
    const estimate = objectField(body.estimate);
    const tool = objectField(body.toolDetails).name ?? body.tool;
    const quote: AggregatorQuote = {
      toAmount: amountField(name, estimate.toAmount, 'estimate.toAmount'),
      minimumToAmount: amountField(name, estimate.toAmountMin, 'estimate.toAmountMin'),
      priceImpactBps: priceImpactBps(estimate),
      feeAmount: soldTokenFees(estimate, request.from),
      gasEstimate: gasOf(estimate),
      route: typeof tool === 'string' ? [tool] : [],
    };
    return { body, estimate, quote };
  }

  return {
    id: 'lifi',
    supports: (chainId) => chains.has(chainId),
    quote: async (request) => (await lifiQuote(request)).quote,
    async buildSwap(request) {
      const { body, estimate, quote } = await lifiQuote(request);
      const tx = objectField(body.transactionRequest);
      const selling = request.from.toLowerCase() !== native;
      return {
        quote,
        to: addressField(name, tx.to, 'transactionRequest.to'),
        data: hexField(name, tx.data, 'transactionRequest.data'),
        value: amountField(name, tx.value, 'transactionRequest.value'),
        gas: amountField(name, tx.gasLimit, 'transactionRequest.gasLimit'),
        ...(selling
          ? { spender: addressField(name, estimate.approvalAddress, 'estimate.approvalAddress') }
          : {}),
      };
    },
    // The LI.FI diamond of the chain (`GET /v1/chains`); a built swap carries its route's `approvalAddress`.
    async spender(chainId) {
      const body = await get('/v1/chains', { chainTypes: 'EVM' });
      const list = Array.isArray(body.chains) ? body.chains : [];
      const chain = list.map(objectField).find((entry) => String(entry.id) === chainReference(chainId));
      return addressField(name, chain?.diamondAddress, 'chains[].diamondAddress');
    },
  };
}
