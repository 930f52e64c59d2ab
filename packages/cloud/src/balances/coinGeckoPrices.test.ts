import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeCoinGecko, startFakeCoinGecko } from '../test/fakeCoinGecko.js';
import { createCoinGeckoPrices } from './coinGeckoPrices.js';
import { decimalText } from './exactDecimal.js';
import { chainTokens } from './tokenList.js';

const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const bonk = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const tokens = [
  ...chainTokens('eip155:1', {
    native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    tokens: [{ address: usdc, name: 'USD Coin', symbol: 'USDC', decimals: 6 }],
  }),
  ...chainTokens(solanaMainnet, {
    native: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    tokens: [{ address: bonk, name: 'Bonk', symbol: 'Bonk', decimals: 5 }],
  }),
  ...chainTokens('eip155:8453', { native: { name: 'Ether', symbol: 'ETH', decimals: 18 }, tokens: [] }),
];

describe('the CoinGecko price client, against a fake of the API on loopback', () => {
  let fake: FakeCoinGecko;
  let now: number;
  const prices = (config: Parameters<typeof createCoinGeckoPrices>[0] = { provider: 'coingecko' }) =>
    createCoinGeckoPrices({ baseUrl: fake.baseUrl, ...config }, () => now);

  beforeAll(async () => {
    fake = await startFakeCoinGecko(
      { ethereum: 3141.59, solana: 187.65 },
      { ethereum: { [usdc.toLowerCase()]: 0.999912 }, solana: { [bonk]: 2.5e-8 } },
    );
  });
  afterAll(() => fake?.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.status = 200;
    now = 1_000_000;
  });

  it('asks /simple/price for native coins and /simple/token_price per platform, with the API key', async () => {
    const found = await prices({ provider: 'coingecko', apiKey: 'demo-key' }).prices(tokens, 'usd');
    expect(Object.fromEntries([...found].map(([id, price]) => [id, decimalText(price)]))).toEqual({
      'eip155:1:native': '3141.59',
      [`eip155:1:${usdc.toLowerCase()}`]: '0.999912',
      [`${solanaMainnet}:native`]: '187.65',
      [`${solanaMainnet}:${bonk}`]: '0.000000025',
    });
    const asked = fake.requests.map((r) => `${r.path}?${r.query}`).sort();
    expect(asked).toEqual([
      '/api/v3/simple/price?ids=ethereum%2Csolana&vs_currencies=usd',
      `/api/v3/simple/token_price/ethereum?contract_addresses=${usdc}&vs_currencies=usd`,
      `/api/v3/simple/token_price/solana?contract_addresses=${bonk}&vs_currencies=usd`,
    ]);
    expect(fake.requests.every((r) => r.headers['x-cg-demo-api-key'] === 'demo-key')).toBe(true);
  });

  it('reuses prices within their time to live, and asks again after it', async () => {
    const provider = prices({ provider: 'coingecko', cacheTtlMs: 60_000 });
    await provider.prices(tokens, 'usd');
    const first = fake.requests.length;
    now += 59_999;
    await provider.prices(tokens, 'usd');
    expect(fake.requests.length).toBe(first);
    now += 1;
    await provider.prices(tokens, 'usd');
    expect(fake.requests.length).toBe(2 * first);
  });

  it('uses configured platforms for other chains', async () => {
    const base = tokens.filter((t) => t.chainId === 'eip155:8453');
    expect((await prices().prices(base, 'usd')).size).toBe(0);
    expect(fake.requests).toHaveLength(0);
    const configured = prices({
      provider: 'coingecko',
      platforms: { 'eip155:8453': { platform: 'base', nativeCoin: 'ethereum' } },
    });
    expect(
      decimalText(
        (await configured.prices(base, 'usd')).get('eip155:8453:native') ?? { units: 0n, scale: 0 },
      ),
    ).toBe('3141.59');
  });

  it('rejects when the API refuses (429), so callers can serve balances unpriced', async () => {
    fake.status = 429;
    await expect(prices().prices(tokens, 'usd')).rejects.toThrow('CoinGecko answered HTTP 429');
  });
});
