import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAggregatorApi, startFakeAggregatorApi } from '../test/fakeAggregatorApi.js';
import { createOneInchAggregator } from './oneInchAggregator.js';
import { SwapUnavailable } from './swapAggregator.js';

const usdc = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const native = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const taker = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const router = '0x111111125421ca6dc452d289314280a0f8842a65';
const request = {
  chainId: 'eip155:1',
  from: usdc,
  to: native,
  amount: 5_000_000n,
  taker,
  slippageBps: 50,
} as const;

describe('1inch Swap API v6.0 (a loopback fake of its documented shapes)', () => {
  let api: FakeAggregatorApi;
  let oneInch: ReturnType<typeof createOneInchAggregator>;
  beforeAll(async () => {
    api = await startFakeAggregatorApi();
    oneInch = createOneInchAggregator(
      { baseUrl: api.baseUrl, apiKey: 'key-1inch', timeoutMs: 1_500 },
      new Set(['eip155:1']),
    );
  });
  afterAll(() => api?.close());

  it('quotes with /swap/v6.0/{chain}/quote and the bearer key, less the slippage', async () => {
    api.answer = () => ({ body: { dstAmount: '2000000000000000', gas: 150000 } });
    expect(await oneInch.quote(request)).toEqual({
      toAmount: 2_000_000_000_000_000n,
      minimumToAmount: 1_990_000_000_000_000n,
      priceImpactBps: undefined,
      feeAmount: 0n,
      gasEstimate: 150_000n,
      route: ['1inch'],
    });
    const call = api.calls.at(-1);
    expect(call?.path).toBe('/swap/v6.0/1/quote');
    expect(call?.query).toEqual({ src: usdc, dst: native, amount: '5000000', includeGas: 'true' });
    expect(call?.headers.authorization).toBe('Bearer key-1inch');
  });

  it('builds with /swap (slippage in percent, from and origin the taker) and asks /approve/spender', async () => {
    api.answer = (call) =>
      call.path.endsWith('/approve/spender')
        ? { body: { address: router } }
        : {
            body: {
              dstAmount: '2000000000000000',
              tx: { from: taker, to: router, data: '0x12aa3caf', value: '0', gas: 210000, gasPrice: '9' },
            },
          };
    const built = await oneInch.buildSwap({ ...request, deadline: 1 });
    expect(api.calls.at(-1)?.query).toEqual({
      src: usdc,
      dst: native,
      amount: '5000000',
      from: taker,
      origin: taker,
      slippage: '0.5',
      disableEstimate: 'false',
    });
    expect({ ...built, quote: built.quote.minimumToAmount }).toEqual({
      quote: 1_990_000_000_000_000n,
      to: router,
      data: '0x12aa3caf',
      value: 0n,
      gas: 210_000n,
      spender: router,
    });
    expect(await oneInch.spender('eip155:1', usdc)).toBe(router);
    expect(api.calls.at(-1)?.path).toBe('/swap/v6.0/1/approve/spender');
  });

  const reason = (promise: Promise<unknown>) =>
    promise.then(
      () => 'resolved',
      (error: unknown) => (error instanceof SwapUnavailable ? error.reason : `other: ${String(error)}`),
    );

  it('reads its 400 "insufficient liquidity" as no liquidity, and other failures as unavailable', async () => {
    api.answer = () => ({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', description: 'insufficient liquidity' },
    });
    expect(await reason(oneInch.quote(request))).toBe('liquidity');
    for (const answer of [
      { status: 400, body: { statusCode: 400, description: 'src is not a valid address' } },
      { status: 401, body: { description: 'Unauthorized' } },
      { status: 200, body: 'not json' },
      { status: 200, body: { dstAmount: '12', gas: 150000 }, delayMs: 4_000 },
      { status: 200, body: { dstAmount: 'many' } },
    ]) {
      api.answer = () => answer;
      expect(await reason(oneInch.quote(request))).toBe('unavailable');
    }
  });
});
