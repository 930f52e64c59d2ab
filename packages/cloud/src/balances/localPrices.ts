import { parseExactDecimal } from './exactDecimal.js';
import type { LocalPriceConfig, PriceProvider } from './priceProvider.js';

/**
 * The devnet's prices (USD): fixed and non-round, so a value computed from a wrong or rounded quantity is
 * caught; pUSD is the devnet's dollar.
 */
export const devnetPriceTable: Record<string, string> = {
  ETH: '3141.5926',
  SOL: '187.6543',
  pUSD: '1',
  PORT: '2.3456',
  PTS: '0.0789',
};

/** Prices from a configured table, by token id first and then by symbol. A price that is not a decimal is a configuration error. */
export function createLocalPrices({ table }: LocalPriceConfig): PriceProvider {
  const prices = new Map(
    Object.entries(table).map(([key, text]) => {
      const price = parseExactDecimal(text);
      if (price === undefined)
        throw new Error(`balances.prices.table: ${key} has a price that is not a decimal: ${text}`);
      return [key, price];
    }),
  );
  return {
    async prices(tokens) {
      const found = tokens.flatMap((token) => {
        const price = prices.get(token.id) ?? prices.get(token.symbol);
        return price === undefined ? [] : [[token.id, price] as const];
      });
      return new Map(found);
    },
  };
}
