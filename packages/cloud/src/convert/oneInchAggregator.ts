import {
  addressField,
  amountField,
  chainReference,
  type ErrorReading,
  getAggregatorJson,
  hexField,
  lessSlippage,
  objectField,
} from './aggregatorHttp.js';
import type { AggregatorClientConfig } from './convertConfig.js';
import type { AggregatorQuote, SwapAggregator, SwapRequest } from './swapAggregator.js';

const name = '1inch';

/** 1inch answers a pair or amount it cannot route with a 400 whose description says so. */
const readError: ErrorReading = (status, body) => {
  const { description, error } = objectField(body);
  const text = `${String(description ?? '')} ${String(error ?? '')}`;
  return status === 400 && /insufficient liquidity/i.test(text) ? 'liquidity' : 'unavailable';
};

/** Percent with up to two decimals, as 1inch's `slippage` takes it (100 bps → `1`). */
const slippagePercent = (bps: number) => (bps / 100).toString();

/**
 * 1inch Swap API v6.0 (classic swap): `GET /swap/v6.0/{chain}/quote`, `/swap` and `/approve/spender`, with
 * `Authorization: Bearer <key>`. The native coin is 1inch's `0xEeee…EEeE`, as the convert API names it.
 */
export function createOneInchAggregator(
  config: AggregatorClientConfig,
  chains: ReadonlySet<string>,
): SwapAggregator {
  const headers: Record<string, string> = {};
  if (config.apiKey !== undefined) headers.authorization = `Bearer ${config.apiKey}`;

  const get = (chainId: string, path: string, query: Record<string, string>) => {
    const url = new URL(`/swap/v6.0/${chainReference(chainId)}/${path}`, config.baseUrl);
    url.search = new URLSearchParams(query).toString();
    return getAggregatorJson({ name, url, headers, timeoutMs: config.timeoutMs, readError });
  };

  const pair = (request: SwapRequest) => ({
    src: request.from,
    dst: request.to,
    amount: request.amount.toString(),
  });

  // 1inch gives no price impact, no fee apart from the gas and no route names in these answers: 0 and [].
  const quoteOf = (toAmount: bigint, gas: bigint, request: SwapRequest): AggregatorQuote => ({
    toAmount,
    minimumToAmount: lessSlippage(toAmount, request.slippageBps),
    priceImpactBps: undefined,
    feeAmount: 0n,
    gasEstimate: gas,
    route: ['1inch'],
  });

  return {
    id: '1inch',
    supports: (chainId) => chains.has(chainId),
    async quote(request) {
      const body = await get(request.chainId, 'quote', { ...pair(request), includeGas: 'true' });
      return quoteOf(
        amountField(name, body.dstAmount, 'dstAmount'),
        amountField(name, body.gas, 'gas'),
        request,
      );
    },
    // The classic swap's calldata has no deadline of the caller's.
    async buildSwap(request) {
      const body = await get(request.chainId, 'swap', {
        ...pair(request),
        from: request.taker,
        origin: request.taker,
        slippage: slippagePercent(request.slippageBps),
        disableEstimate: 'false',
      });
      const tx = objectField(body.tx);
      const gas = amountField(name, tx.gas, 'tx.gas');
      const to = addressField(name, tx.to, 'tx.to');
      return {
        quote: quoteOf(amountField(name, body.dstAmount, 'dstAmount'), gas, request),
        to,
        data: hexField(name, tx.data, 'tx.data'),
        value: amountField(name, tx.value, 'tx.value'),
        gas,
        spender: to,
      };
    },
    async spender(chainId) {
      const body = await get(chainId, 'approve/spender', {});
      return addressField(name, body.address, 'address');
    },
  };
}
