import type { Address } from 'viem';
import {
  addressField,
  amountField,
  chainReference,
  getAggregatorJson,
  hexField,
  objectField,
} from './aggregatorHttp.js';
import type { AggregatorClientConfig } from './convertConfig.js';
import {
  type AggregatorQuote,
  type SwapAggregator,
  type SwapRequest,
  SwapUnavailable,
} from './swapAggregator.js';

const name = '0x';

/**
 * 0x's AllowanceHolder, the allowance target of `/swap/allowance-holder/*` on the chains of the §9 list (0x's
 * "Contracts" page; the same address on every Cancun chain). The quotes' `issues.allowance.spender` is the
 * authority: a built swap carries that one.
 */
const allowanceHolder: Address = '0x0000000000001fF3684f28c67538d4D072C22734';

/** The route's fills as names with their share, e.g. `Uniswap_V3 100 %`. */
function routeNames(route: unknown): string[] {
  const fills = objectField(route).fills;
  if (!Array.isArray(fills)) return [];
  return fills.map((fill) => {
    const { source, proportionBps } = objectField(fill);
    const share = typeof proportionBps === 'string' ? ` ${Number(proportionBps) / 100} %` : '';
    return `${typeof source === 'string' ? source : 'unknown'}${share}`;
  });
}

/** 0x's own fee when it is taken in the sold token; a fee in the bought token is already out of `buyAmount`. */
function sellTokenFee(fees: unknown, sellToken: Address): bigint {
  const fee = objectField(objectField(fees).zeroExFee);
  if (typeof fee.token !== 'string' || fee.token.toLowerCase() !== sellToken.toLowerCase()) return 0n;
  return amountField(name, fee.amount, 'fees.zeroExFee.amount');
}

/**
 * 0x Swap API v2, AllowanceHolder flow: `GET /swap/allowance-holder/price` for quotes and `/quote` for the swap's
 * call, with `0x-api-key` and `0x-version: v2`. The native coin is 0x's `0xEeee…EEeE`, as the convert API names it.
 */
export function createZeroExAggregator(
  config: AggregatorClientConfig,
  chains: ReadonlySet<string>,
): SwapAggregator {
  const headers: Record<string, string> = { '0x-version': 'v2' };
  if (config.apiKey !== undefined) headers['0x-api-key'] = config.apiKey;

  async function call(endpoint: 'price' | 'quote', request: SwapRequest) {
    const url = new URL(`/swap/allowance-holder/${endpoint}`, config.baseUrl);
    url.search = new URLSearchParams({
      chainId: chainReference(request.chainId),
      sellToken: request.from,
      buyToken: request.to,
      sellAmount: request.amount.toString(),
      taker: request.taker,
      slippageBps: request.slippageBps.toString(),
    }).toString();
    const body = await getAggregatorJson({
      name,
      url,
      headers,
      timeoutMs: config.timeoutMs,
      readError: () => 'unavailable',
    });
    if (body.liquidityAvailable !== true) throw new SwapUnavailable('liquidity', 'Insufficient liquidity');
    return body;
  }

  function quoteOf(body: Record<string, unknown>, request: SwapRequest, gas: unknown): AggregatorQuote {
    return {
      toAmount: amountField(name, body.buyAmount, 'buyAmount'),
      minimumToAmount: amountField(name, body.minBuyAmount, 'minBuyAmount'),
      // 0x's v2 answers give no price impact, and the cloud has no prices of the pair to compute one.
      priceImpactBps: undefined,
      feeAmount: sellTokenFee(body.fees, request.from),
      gasEstimate: amountField(name, gas, 'gas'),
      route: routeNames(body.route),
    };
  }

  return {
    id: '0x',
    supports: (chainId) => chains.has(chainId),
    async quote(request) {
      const body = await call('price', request);
      return quoteOf(body, request, body.gas);
    },
    // 0x's quotes carry no deadline of the caller's: its Settler calls are valid until filled or outpriced.
    async buildSwap(request) {
      const body = await call('quote', request);
      const transaction = objectField(body.transaction);
      const gas = amountField(name, transaction.gas, 'transaction.gas');
      const allowance = objectField(objectField(body.issues).allowance);
      return {
        quote: quoteOf(body, request, transaction.gas),
        to: addressField(name, transaction.to, 'transaction.to'),
        data: hexField(name, transaction.data, 'transaction.data'),
        value: amountField(name, transaction.value, 'transaction.value'),
        gas,
        ...(allowance.spender === undefined
          ? {}
          : { spender: addressField(name, allowance.spender, 'issues.allowance.spender') }),
      };
    },
    spender: async () => allowanceHolder,
  };
}
