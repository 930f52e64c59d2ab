import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAggregatorApi, startFakeAggregatorApi } from '../test/fakeAggregatorApi.js';
import { createLifiAggregator } from './lifiAggregator.js';
import { SwapUnavailable } from './swapAggregator.js';

const usdc = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const native = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const zero = '0x0000000000000000000000000000000000000000';
const taker = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const diamond = '0x1231deb6f5749ef6ce6943a275a1d3e7486f4eae';
const request = {
  chainId: 'eip155:10',
  from: usdc,
  to: native,
  amount: 1_000_000_000n,
  taker,
  slippageBps: 100,
} as const;

/** LI.FI's documented /v1/quote answer: the estimate and the transaction request (hex amounts). */
const quoted = {
  tool: '1inch',
  toolDetails: { key: '1inch', name: '1inch' },
  estimate: {
    fromAmount: '1000000000',
    toAmount: '300000000000000000',
    toAmountMin: '297000000000000000',
    approvalAddress: diamond,
    fromAmountUSD: '1000.00',
    toAmountUSD: '995.00',
    feeCosts: [
      { name: 'LI.FI fee', amount: '2500000', included: true, token: { address: usdc, symbol: 'USDC' } },
    ],
    gasCosts: [{ type: 'SEND', estimate: '250000', limit: '300000', amount: '1', token: { address: zero } }],
  },
  transactionRequest: {
    to: diamond,
    data: '0x4630a0d8',
    value: '0x0',
    gasLimit: '0x55730',
    gasPrice: '0x5d21dba00',
  },
};

describe('LI.FI (a loopback fake of its documented shapes)', () => {
  let api: FakeAggregatorApi;
  let lifi: ReturnType<typeof createLifiAggregator>;
  beforeAll(async () => {
    api = await startFakeAggregatorApi();
    lifi = createLifiAggregator(
      { baseUrl: api.baseUrl, apiKey: 'key-lifi', timeoutMs: 1_500 },
      new Set(['eip155:10']),
    );
  });
  afterAll(() => api?.close());

  it('quotes with /v1/quote on one chain: slippage as a fraction, the native coin as the zero address', async () => {
    api.answer = () => ({ body: quoted });
    expect(await lifi.quote(request)).toEqual({
      toAmount: 300_000_000_000_000_000n,
      minimumToAmount: 297_000_000_000_000_000n,
      // (1000 − 995) / 1000 of the USD values.
      priceImpactBps: 50,
      feeAmount: 2_500_000n,
      gasEstimate: 250_000n,
      route: ['1inch'],
    });
    const call = api.calls.at(-1);
    expect(call?.path).toBe('/v1/quote');
    expect(call?.query).toEqual({
      fromChain: '10',
      toChain: '10',
      fromToken: usdc,
      toToken: zero,
      fromAmount: '1000000000',
      fromAddress: taker,
      slippage: '0.01',
    });
    expect(call?.headers['x-lifi-api-key']).toBe('key-lifi');
  });

  it('builds from the transaction request (hex) and approves the route’s approvalAddress', async () => {
    api.answer = (call) =>
      call.path === '/v1/chains'
        ? {
            body: {
              chains: [
                { id: 1, diamondAddress: zero },
                { id: 10, diamondAddress: diamond },
              ],
            },
          }
        : { body: quoted };
    const built = await lifi.buildSwap({ ...request, deadline: 1 });
    expect({ ...built, quote: undefined }).toEqual({
      quote: undefined,
      to: diamond,
      data: '0x4630a0d8',
      value: 0n,
      gas: 0x55730n,
      spender: diamond,
    });
    expect(await lifi.spender('eip155:10', usdc)).toBe(diamond);
  });

  const reason = (promise: Promise<unknown>) =>
    promise.then(
      () => 'resolved',
      (error: unknown) => (error instanceof SwapUnavailable ? error.reason : `other: ${String(error)}`),
    );

  it('reads its NoQuoteError (1002) as no liquidity, and other failures as unavailable', async () => {
    api.answer = () => ({
      status: 404,
      body: { message: 'No available quotes for the requested transfer', code: 1002 },
    });
    expect(await reason(lifi.quote(request))).toBe('liquidity');
    for (const answer of [
      { status: 429, body: { message: 'Rate limit exceeded', code: 1005 } },
      { status: 500, body: { message: 'Internal', code: 1006 } },
      { status: 200, body: '<html>' },
      { status: 200, body: quoted, delayMs: 4_000 },
      { status: 200, body: { ...quoted, estimate: { ...quoted.estimate, toAmountMin: undefined } } },
    ]) {
      api.answer = () => answer;
      expect(await reason(lifi.quote(request))).toBe('unavailable');
    }
    api.answer = () => ({ body: { chains: [{ id: 1, diamondAddress: zero }] } });
    expect(await reason(lifi.spender('eip155:10', usdc))).toBe('unavailable');
  });
});
