import type { FiatCurrency } from '@portico/core/wire';
import type { ExactDecimal } from './exactDecimal.js';
import type { ChainToken } from './tokenList.js';

/** Where prices come from: the configured table, or a public price API. */
export interface PriceProvider {
  /**
   * The prices in `currency` of the tokens the source knows, by `ChainToken.id`, as exact decimals; tokens
   * it has no price for are left out. Rejects when the source cannot be asked.
   */
  prices(tokens: readonly ChainToken[], currency: FiatCurrency): Promise<Map<string, ExactDecimal>>;
}

/** A table of USD prices as decimal strings, by `FungibleId` (`eip155:1:0xa0b8…`) or, failing that, by symbol. */
export interface LocalPriceConfig {
  provider: 'local';
  table: Record<string, string>;
}

/** CoinGecko's public API (`/simple/price`, `/simple/token_price/{platform}`). */
export interface CoinGeckoPriceConfig {
  provider: 'coingecko';
  /** Default `https://api.coingecko.com/api/v3`; `https://pro-api.coingecko.com/api/v3` with a Pro key. */
  baseUrl?: string;
  apiKey?: string;
  /** Default `x-cg-demo-api-key`; `x-cg-pro-api-key` for a Pro key. */
  apiKeyHeader?: string;
  /**
   * Per CAIP-2 network id: CoinGecko's asset platform (for token contracts) and the coin id of the native coin.
   * Ethereum mainnet and Solana mainnet are known; other chains are added here.
   */
  platforms?: Record<string, { platform: string; nativeCoin: string }>;
  /** One request's time limit; default 5 s. */
  timeoutMs?: number;
  /** A price is reused this long before it is asked again; default 60 s (the free API allows few calls). */
  cacheTtlMs?: number;
}

export type PriceSourceConfig = LocalPriceConfig | CoinGeckoPriceConfig;
