import type { FiatCurrency } from '@portico/core/wire';
import { decimalFromNumber, type ExactDecimal } from './exactDecimal.js';
import type { CoinGeckoPriceConfig, PriceProvider } from './priceProvider.js';
import type { ChainToken } from './tokenList.js';

export const coinGeckoDefaults = {
  baseUrl: 'https://api.coingecko.com/api/v3',
  apiKeyHeader: 'x-cg-demo-api-key',
  platforms: {
    'eip155:1': { platform: 'ethereum', nativeCoin: 'ethereum' },
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': { platform: 'solana', nativeCoin: 'solana' },
  },
  timeoutMs: 5_000,
  cacheTtlMs: 60_000,
} satisfies Required<Omit<CoinGeckoPriceConfig, 'provider' | 'apiKey'>>;

/** `{ "<coin id or contract>": { "usd": 3141.59 } }`, as both simple endpoints answer. */
type SimplePrices = Record<string, Record<string, unknown> | undefined>;

export class PriceSourceError extends Error {}

/**
 * Native coins through `/simple/price?ids=…`, tokens through `/simple/token_price/{platform}?contract_addresses=…`,
 * one request per kind and platform. Prices are cached per token for `cacheTtlMs`; a token on a chain without
 * a configured platform, or one CoinGecko does not list, has no price.
 */
export function createCoinGeckoPrices(config: CoinGeckoPriceConfig, clock = Date.now): PriceProvider {
  const { baseUrl, apiKeyHeader, timeoutMs, cacheTtlMs } = { ...coinGeckoDefaults, ...config };
  const platforms: Record<string, { platform: string; nativeCoin: string } | undefined> = {
    ...coinGeckoDefaults.platforms,
    ...config.platforms,
  };
  const cache = new Map<string, { price: ExactDecimal | undefined; at: number }>();

  async function get(path: string, query: Record<string, string>): Promise<SimplePrices> {
    const url = `${baseUrl.replace(/\/$/, '')}${path}?${new URLSearchParams(query)}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (config.apiKey !== undefined) headers[apiKeyHeader] = config.apiKey;
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new PriceSourceError(`CoinGecko answered HTTP ${response.status} to ${path}`);
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null)
      throw new PriceSourceError(`CoinGecko answered ${path} with no prices`);
    return body as SimplePrices;
  }

  const priceIn = (answer: SimplePrices, key: string, currency: FiatCurrency) => {
    const value = (answer[key] ?? answer[key.toLowerCase()])?.[currency];
    return typeof value === 'number' ? decimalFromNumber(value) : undefined;
  };

  async function fetchPrices(
    tokens: ChainToken[],
    currency: FiatCurrency,
  ): Promise<Map<string, ExactDecimal | undefined>> {
    const natives = new Map<string, ChainToken[]>();
    const byPlatform = new Map<string, ChainToken[]>();
    for (const token of tokens) {
      const platform = platforms[token.chainId];
      if (platform === undefined) continue;
      const [groups, key] =
        token.address === undefined ? [natives, platform.nativeCoin] : [byPlatform, platform.platform];
      groups.set(key, [...(groups.get(key) ?? []), token]);
    }
    const found = new Map<string, ExactDecimal | undefined>();
    const requests: Promise<void>[] = [];
    if (natives.size > 0) {
      requests.push(
        get('/simple/price', { ids: [...natives.keys()].join(','), vs_currencies: currency }).then(
          (answer) => {
            for (const [coin, coinTokens] of natives) {
              for (const token of coinTokens) found.set(token.id, priceIn(answer, coin, currency));
            }
          },
        ),
      );
    }
    for (const [platform, platformTokens] of byPlatform) {
      const contracts = platformTokens.map((token) => token.address as string);
      requests.push(
        get(`/simple/token_price/${encodeURIComponent(platform)}`, {
          contract_addresses: contracts.join(','),
          vs_currencies: currency,
        }).then((answer) => {
          for (const token of platformTokens)
            found.set(token.id, priceIn(answer, token.address as string, currency));
        }),
      );
    }
    await Promise.all(requests);
    return found;
  }

  return {
    async prices(tokens, currency) {
      const now = clock();
      const stale = tokens.filter((token) => {
        const hit = cache.get(`${currency}:${token.id}`);
        return hit === undefined || now - hit.at >= cacheTtlMs;
      });
      if (stale.length > 0) {
        const fetched = await fetchPrices(stale, currency);
        for (const token of stale)
          cache.set(`${currency}:${token.id}`, { price: fetched.get(token.id), at: now });
      }
      const prices = new Map<string, ExactDecimal>();
      for (const token of tokens) {
        const price = cache.get(`${currency}:${token.id}`)?.price;
        if (price !== undefined) prices.set(token.id, price);
      }
      return prices;
    },
  };
}
