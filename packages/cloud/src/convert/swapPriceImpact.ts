import type { FastifyBaseLogger } from 'fastify';
import type { ExactDecimal } from '../balances/exactDecimal.js';
import type { PriceProvider } from '../balances/priceProvider.js';
import { type ChainToken, type ChainTokenList, chainTokens } from '../balances/tokenList.js';
import { isNative, type SwapAddress } from './swapInput.js';

/** A trade's two tokens and amounts (base units), as the quote route has them. */
interface PricedTrade {
  from: SwapAddress;
  to: SwapAddress;
  amountIn: bigint;
}

/** The prices of a trade's tokens, when the price source has both. */
interface PairPrices {
  from: { token: ChainToken; price: ExactDecimal };
  to: { token: ChainToken; price: ExactDecimal };
}

const tokenId = ({ chainId, address }: SwapAddress, native: boolean) =>
  `${chainId}:${native ? 'native' : address.toLowerCase()}`;

/**
 * Price impact where the aggregator gives none (0x v2 and 1inch answer amounts only): the trade's value out against
 * its value in at the price source's USD prices of the listed tokens — the balances' source, so the Swap view's
 * warning (over 1 %) and block (over 15 %) hold with every aggregator.
 */
export function createPairPricer(
  prices: PriceProvider,
  lists: Record<string, ChainTokenList>,
  log: FastifyBaseLogger,
) {
  const tokens = new Map(
    Object.entries(lists).flatMap(([chainId, list]) => chainTokens(chainId, list).map((t) => [t.id, t])),
  );
  return {
    /** Both tokens' prices, or undefined when a token is unlisted, unpriced or the source fails (logged). */
    async pair(trade: PricedTrade): Promise<PairPrices | undefined> {
      const from = tokens.get(tokenId(trade.from, isNative(trade.from)));
      const to = tokens.get(tokenId(trade.to, isNative(trade.to)));
      if (from === undefined || to === undefined) return undefined;
      try {
        const priced = await prices.prices([from, to], 'usd');
        const [fromPrice, toPrice] = [priced.get(from.id), priced.get(to.id)];
        if (fromPrice === undefined || toPrice === undefined) return undefined;
        return { from: { token: from, price: fromPrice }, to: { token: to, price: toPrice } };
      } catch (error) {
        log.warn({ err: error }, 'convert: the price source failed; the quote has no price impact');
        return undefined;
      }
    },
  };
}

/** 1 − value out / value in, in basis points rounded up, never negative (a trade that gains has no impact). */
export function priceImpactBps(pair: PairPrices, amountIn: bigint, amountOut: bigint): number {
  const scaled = (amount: bigint, { token, price }: PairPrices['from']) => ({
    units: amount * price.units,
    exponent: token.decimals + price.scale,
  });
  const valueIn = scaled(amountIn, pair.from);
  const valueOut = scaled(amountOut, pair.to);
  if (valueIn.units === 0n) return 0;
  // valueOut / valueIn with both brought to one exponent.
  const common = Math.max(valueIn.exponent, valueOut.exponent);
  const inUnits = valueIn.units * 10n ** BigInt(common - valueIn.exponent);
  const outUnits = valueOut.units * 10n ** BigInt(common - valueOut.exponent);
  const lost = inUnits - outUnits;
  if (lost <= 0n) return 0;
  return Number((lost * 10_000n + inUnits - 1n) / inUnits);
}
