import type { SwapQuote } from '@portico/core/wire';
import type { AggregatorQuote } from './swapAggregator.js';
import { percentText } from './swapInput.js';

export interface QuoteContext {
  /** The token ids as the request named them. */
  from: string;
  to: string;
  amount: bigint;
  /** The slippage tolerance as the request gave it, percent. */
  slippage: string;
  /** Wei per gas pricing the network fee. */
  gasPrice: bigint;
  aggregator: string;
  /** The price impact the convert API priced where the aggregator gave none (0 when nothing could price it). */
  pricedImpactBps?: number;
}

/** An aggregator's quote as the convert API answers it: amounts as decimal strings, `networkFee = gas × price`. */
export function swapQuoteView(quote: AggregatorQuote, context: QuoteContext): SwapQuote {
  return {
    from: context.from,
    to: context.to,
    fromAmount: context.amount.toString(),
    toAmount: quote.toAmount.toString(),
    minimumToAmount: quote.minimumToAmount.toString(),
    slippage: context.slippage,
    priceImpact: percentText(quote.priceImpactBps ?? context.pricedImpactBps ?? 0),
    fee: { token: context.from, amount: quote.feeAmount.toString() },
    gasEstimate: quote.gasEstimate.toString(),
    gasPrice: context.gasPrice.toString(),
    networkFee: (quote.gasEstimate * context.gasPrice).toString(),
    aggregator: context.aggregator,
    route: quote.route,
  };
}
