import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAggregatorApi, startFakeAggregatorApi } from '../test/fakeAggregatorApi.js';
import { SwapUnavailable } from './swapAggregator.js';
import { createZeroExAggregator } from './zeroExAggregator.js';

const usdc = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const native = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const taker = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const request = {
  chainId: 'eip155:8453',
  from: native,
  to: usdc,
  amount: 10n ** 18n,
  taker,
  slippageBps: 100,
} as const;
const spender = '0x0000000000001ff3684f28c67538d4d072c22734';

/** 0x's documented /price and /quote answer (Swap API v2, AllowanceHolder). */
const priced = (withTransaction: boolean) => ({
  liquidityAvailable: true,
  buyAmount: '3000000000',
  minBuyAmount: '2970000000',
  sellAmount: '1000000000000000000',
  gas: '180000',
  fees: { zeroExFee: { amount: '1500000000000000', token: native, type: 'volume' }, integratorFee: null },
  issues: { allowance: { actual: '0', spender }, simulationIncomplete: false },
  route: { fills: [{ from: native, to: usdc, source: 'Uniswap_V3', proportionBps: '10000' }] },
  ...(withTransaction
    ? {
        transaction: {
          to: spender,
          data: '0xabcdef',
          value: '1000000000000000000',
          gas: '200000',
          gasPrice: '5',
        },
      }
    : {}),
});

describe('0x Swap API v2 (a loopback fake of its documented shapes)', () => {
  let api: FakeAggregatorApi;
  let zeroEx: ReturnType<typeof createZeroExAggregator>;
  beforeAll(async () => {
    api = await startFakeAggregatorApi();
    zeroEx = createZeroExAggregator(
      { baseUrl: api.baseUrl, apiKey: 'key-0x', timeoutMs: 1_500 },
      new Set(['eip155:8453']),
    );
  });
  afterAll(() => api?.close());

  it('quotes with /swap/allowance-holder/price, its key and version headers', async () => {
    api.answer = () => ({ body: priced(false) });
    expect(zeroEx.supports('eip155:8453')).toBe(true);
    expect(zeroEx.supports('eip155:1')).toBe(false);
    expect(await zeroEx.quote(request)).toEqual({
      toAmount: 3_000_000_000n,
      minimumToAmount: 2_970_000_000n,
      priceImpactBps: undefined,
      feeAmount: 1_500_000_000_000_000n,
      gasEstimate: 180_000n,
      route: ['Uniswap_V3 100 %'],
    });
    const call = api.calls.at(-1);
    expect(call?.path).toBe('/swap/allowance-holder/price');
    expect(call?.query).toEqual({
      chainId: '8453',
      sellToken: native,
      buyToken: usdc,
      sellAmount: '1000000000000000000',
      taker,
      slippageBps: '100',
    });
    expect([call?.headers['0x-api-key'], call?.headers['0x-version']]).toEqual(['key-0x', 'v2']);
  });

  it('builds the swap with /quote: its transaction and allowance target', async () => {
    api.answer = () => ({ body: priced(true) });
    const built = await zeroEx.buildSwap({ ...request, deadline: 1 });
    expect(api.calls.at(-1)?.path).toBe('/swap/allowance-holder/quote');
    expect({ ...built, quote: undefined }).toEqual({
      quote: undefined,
      to: spender,
      data: '0xabcdef',
      value: 10n ** 18n,
      gas: 200_000n,
      spender,
    });
    expect(built.quote.gasEstimate).toBe(200_000n);
    expect(await zeroEx.spender('eip155:8453', usdc)).toBe('0x0000000000001fF3684f28c67538d4D072C22734');
  });

  const rejection = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SwapUnavailable);
    return error as SwapUnavailable;
  };

  it('reads liquidityAvailable false as no liquidity', async () => {
    api.answer = () => ({ body: { liquidityAvailable: false, zid: '0x1' } });
    expect((await rejection(zeroEx.quote(request))).reason).toBe('liquidity');
  });

  it('reads a 4xx, a time-out and a malformed answer as unavailable, without the key', async () => {
    const answers = [
      { status: 401, body: { name: 'UNAUTHORIZED', message: 'bad key key-0x' } },
      { body: priced(false), delayMs: 4_000 },
      { body: '{"liquidityAvailable": tru' },
      { body: { ...priced(false), buyAmount: 3.5 } },
    ];
    for (const answer of answers) {
      api.answer = () => answer;
      const error = await rejection(zeroEx.quote(request));
      expect(error.reason).toBe('unavailable');
      expect(error.message).not.toContain('key-0x');
    }
  });
});
