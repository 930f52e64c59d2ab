import {
  chainDataMessages,
  cloudPaths,
  type SwapQuotesResponse,
  type SwapTokensResponse,
} from '@portico/core/wire';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProject } from '../projects/index.js';
import {
  baseChain,
  type ConvertCloud,
  devChain,
  errorMessage,
  holder,
  native,
  standardGasPrice,
  startConvertCloud,
  usdc,
  wrapped,
} from '../test/convertCloud.js';
import { oneDbPass, sdkQuery } from '../test/dbPasses.js';
import { fakeRouter, fakeWrappedNative } from '../test/fakeSwapAggregator.js';

const id = (token: string, chain = devChain) => `${chain}:${token}`;
const unsupported = chainDataMessages.SWAPS_NETWORK_UNSUPPORTED;

describe.each(oneDbPass)('the convert API’s tokens and quotes on $name', (pass) => {
  let swaps: ConvertCloud;
  beforeAll(async () => {
    swaps = await startConvertCloud(pass);
  });
  afterAll(() => swaps?.close());
  beforeEach(() => {
    if (swaps.aggregator) {
      swaps.aggregator.mode = 'ok';
      swaps.aggregator.impactBps = 42;
    }
  });

  const quote = (query: Record<string, string>) =>
    swaps.get(cloudPaths.swapQuotes, {
      from: id(native),
      to: id(usdc),
      amount: '1000',
      userAddress: id(holder),
      ...query,
    });

  it('§7 lists the chain’s tokens, the native coin first, with the suggested and popular ids', async () => {
    const { status, body } = await swaps.get(cloudPaths.swapTokens, { chainId: devChain });
    expect(status).toBe(200);
    expect(body as SwapTokensResponse).toEqual({
      tokens: [
        { address: id(native), name: 'Ether', symbol: 'ETH', decimals: 18 },
        { address: id(usdc), name: 'USD Coin', symbol: 'USDC', decimals: 6 },
        {
          address: id(wrapped),
          name: 'Wrapped',
          symbol: 'WRP',
          decimals: 18,
          logoUri: 'https://i.test/w.png',
        },
      ],
      suggested: [id(native), id(usdc)],
      popular: [id(wrapped)],
      router: { address: fakeRouter, wrappedNative: fakeWrappedNative },
    });
    const base = await swaps.get(cloudPaths.swapTokens, { chainId: baseChain });
    expect(base).toEqual({ status: 200, body: { tokens: [], suggested: [], popular: [] } });
  });

  it('a project whose swaps are off gets 403 from every convert route, whatever the request', async () => {
    const off = (await createProject(swaps.cloud.db, { name: 'No swaps', features: { swaps: false } })).id;
    const asOff = (path: string, query: Record<string, string>) =>
      fetch(`${swaps.cloud.url}${path}?${sdkQuery(off, query)}`).then(async (response) => ({
        status: response.status,
        body: await response.json(),
      }));
    const pair = { from: id(native), to: id(usdc), userAddress: id(holder), amount: '1' };
    for (const [path, query] of [
      [cloudPaths.swapTokens, { chainId: devChain }],
      [cloudPaths.swapQuotes, pair],
      [cloudPaths.swapAllowance, { tokenAddress: id(usdc), userAddress: id(holder) }],
      [cloudPaths.swapBuildApprove, { ...pair, from: id(usdc), to: id(native) }],
    ] as const) {
      expect(await asOff(path, query)).toEqual({
        status: 403,
        body: { code: 'FEATURE_DISABLED', message: 'Swaps are turned off for this project' },
      });
    }
    const built = await swaps.post(cloudPaths.swapBuildTransaction, { projectId: off, ...pair }, off);
    expect(built.status).toBe(403);
  });

  it('§8 refuses networks it does not swap on: not served, not EVM, malformed', async () => {
    for (const chainId of ['eip155:1', 'eip155:999999', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'x']) {
      const { status, body } = await swaps.get(cloudPaths.swapTokens, { chainId });
      expect([status, errorMessage(body)]).toEqual([400, unsupported]);
    }
    const { status, body } = await quote({ from: id(native, 'eip155:1'), to: id(usdc, 'eip155:1') });
    expect([status, errorMessage(body)]).toEqual([400, unsupported]);
  });

  it('§7 quotes: the aggregator’s amounts, the standard gas price and the network fee', async () => {
    const { status, body } = await quote({});
    expect(status).toBe(200);
    expect((body as SwapQuotesResponse).quotes).toEqual([
      {
        from: id(native),
        to: id(usdc),
        fromAmount: '1000',
        toAmount: '2000',
        minimumToAmount: '1980',
        slippage: '1',
        priceImpact: '0.42',
        fee: { token: id(native), amount: '3' },
        gasEstimate: '120000',
        gasPrice: standardGasPrice.toString(),
        networkFee: (120_000n * standardGasPrice).toString(),
        aggregator: 'fake',
        route: ['Fake pool 0.3 %'],
      },
    ]);
    expect(swaps.aggregator?.requests.at(-1)).toEqual({
      chainId: devChain,
      from: native,
      to: usdc,
      amount: 1000n,
      taker: holder,
      slippageBps: 100,
    });
  });

  it('§7 an aggregator that gives no price impact (0x, 1inch): the pair is priced at the price source, 0 when unpriced', async () => {
    if (!swaps.aggregator) throw new Error('the convert cloud has no aggregator');
    swaps.aggregator.impactBps = undefined;
    const impact = async (query: Record<string, string>) =>
      ((await quote(query)).body as SwapQuotesResponse).quotes[0]?.priceImpact;
    // 1 WRP (4 USD) for 2 ETH at 1.9 USD: 3.8 USD out of 4, a 5 % impact.
    expect(await impact({ from: id(wrapped), to: id(native), amount: (10n ** 18n).toString() })).toBe('5.00');
    // A trade that gains value has no impact; USDC has no price.
    expect(await impact({ from: id(native), to: id(wrapped), amount: '1000' })).toBe('0.00');
    expect(await impact({})).toBe('0.00');
    const built = await swaps.post(cloudPaths.swapBuildTransaction, {
      projectId: swaps.projectId,
      from: id(wrapped),
      to: id(native),
      amount: (10n ** 18n).toString(),
      userAddress: id(holder),
    });
    expect((built.body as { quote: { priceImpact: string } }).quote.priceImpact).toBe('5.00');
  });

  it('§7 prices the network fee at the query’s gas price and applies its slippage', async () => {
    const { body } = await quote({
      gasPrice: '7',
      slippage: '0.5',
      userAddress: id(holder.toUpperCase().replace('0X', '0x')),
    });
    const [answer] = (body as SwapQuotesResponse).quotes;
    expect([answer?.gasPrice, answer?.networkFee, answer?.slippage, answer?.minimumToAmount]).toEqual([
      '7',
      '840000',
      '0.5',
      '1990',
    ]);
    expect(swaps.aggregator?.requests.at(-1)?.slippageBps).toBe(50);
  });

  it('§7 refuses amounts that are not more than 0 and less than 2^256', async () => {
    const cases: [string, string][] = [
      ['0', 'amount must be more than 0'],
      [(1n << 256n).toString(), 'amount must be less than 2^256'],
      ['-5', 'amount'],
      ['1.5', 'amount'],
      ['abc', 'amount'],
      ['', 'amount'],
    ];
    for (const [amount, message] of cases) {
      const { status, body } = await quote({ amount });
      expect(status, amount).toBe(400);
      expect(errorMessage(body)).toContain(message);
    }
    expect((await quote({ amount: ((1n << 256n) - 1n).toString() })).status).toBe(200);
  });

  it('§7 refuses a pair that is one token, spans two chains, or is not tradable there', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ to: id(native) }, 'from and to must be different tokens'],
      [
        { to: id(usdc.toUpperCase().replace('0X', '0x')), from: id(usdc) },
        'from and to must be different tokens',
      ],
      [{ to: id(usdc, baseChain) }, 'from and to must be on the same network'],
      [{ to: id('0x000000000000000000000000000000000000dead') }, 'is not a tradable token of eip155:31337'],
      [{ from: id('0x1234') }, "from 'eip155:31337:0x1234' has no 0x address"],
      [{ from: 'not-a-token' }, 'from'],
      [{ userAddress: id(holder, baseChain) }, 'userAddress must be an account on eip155:31337'],
      [{ userAddress: id('0xnothex') }, 'userAddress must be an account on eip155:31337'],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await quote(query);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(errorMessage(body)).toContain(message);
    }
    // A chain without a token list trades any address.
    const base = await quote({
      from: id(native, baseChain),
      to: id('0x000000000000000000000000000000000000dead', baseChain),
      userAddress: id(holder, baseChain),
    });
    expect(base.status).toBe(200);
  });

  it('§9 refuses a slippage that is not more than 0 and at most 50 %', async () => {
    for (const slippage of ['0', '0.0', '50.01', '51', '99', '-1', '1%', 'one']) {
      const { status, body } = await quote({ slippage });
      expect(status, slippage).toBe(400);
      expect(errorMessage(body)).toContain('slippage');
    }
    expect((await quote({ slippage: '50' })).status).toBe(200);
    expect((await quote({ slippage: '0.01' })).status).toBe(200);
  });

  it('answers an aggregator without liquidity 400 and one that fails 502, never its message', async () => {
    if (!swaps.aggregator) throw new Error('the fake aggregator is missing');
    swaps.aggregator.mode = 'liquidity';
    const dry = await quote({});
    expect([dry.status, errorMessage(dry.body)]).toEqual([400, 'Insufficient liquidity']);
    swaps.aggregator.mode = 'unavailable';
    const down = await quote({});
    expect(down.status).toBe(502);
    expect(errorMessage(down.body)).toMatch(/Swaps are unavailable/);
    expect(JSON.stringify(down.body)).not.toContain('sk-fake-secret');
  });

  it('§7 refuses an unknown or malformed projectId at the edge', async () => {
    const response = await fetch(
      `${swaps.cloud.url}${cloudPaths.swapTokens}?projectId=forged0000&st=portico-test&sv=0.1.0&chainId=${devChain}`,
    );
    expect(response.status).toBe(403);
    const missing = await fetch(`${swaps.cloud.url}${cloudPaths.swapTokens}?chainId=${devChain}`);
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.status).toBeLessThan(500);
  });
});
