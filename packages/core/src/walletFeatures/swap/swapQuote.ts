import type { ConvertClient } from '../../cloud/client/convertClient.js';
import type { SwapQuote, SwapTokenId } from '../../cloud/wire/convert.js';
import type { Runtime } from '../../instance/runtime.js';
import { swapContext, updateSwap } from './swapContext.js';
import { swapMessages } from './swapMessages.js';
import { cutDecimals, fromBaseUnits, isNativeSwapToken, toBaseUnits } from './swapRules.js';

/** Fraction digits of a derived amount as its field shows it. */
const shownPlaces = 6;

import type { SwapState } from './swapState.js';

/** Exact-in quotes asked at most to reach a typed "to" amount. */
const inverseSteps = 6;

type QuoteOf = (amount: bigint) => Promise<SwapQuote>;

/**
 * The "from" amount whose quote gives at least `wanted` of the "to" token. The convert API only quotes exact-in,
 * so this asks it: a first quote of one whole "from" token gives the rate, then each next amount is the last one
 * scaled by wanted / received (a constant-product pool gives less per unit as the amount grows, so this
 * climbs to the answer from below), rounded up; it stops at the first quote that gives enough.
 */
async function inverseQuote(wanted: bigint, oneFrom: bigint, quoteOf: QuoteOf): Promise<SwapQuote> {
  const probe = await quoteOf(oneFrom);
  let amount = (wanted * oneFrom + BigInt(probe.toAmount) - 1n) / BigInt(probe.toAmount);
  for (let step = 0; step < inverseSteps; step++) {
    const quote = await quoteOf(amount > 0n ? amount : 1n);
    const received = BigInt(quote.toAmount);
    if (received >= wanted) return quote;
    if (received === 0n) break;
    // 0.05 % more than the proportional amount, so that the pool's curve does not leave the last quote a unit short.
    amount = (amount * wanted * 10_005n + received * 10_000n - 1n) / (received * 10_000n);
  }
  throw new Error(swapMessages.insufficientLiquidity);
}

/** Whether the form still asks what `asked` asked: a late answer to an older form is dropped. */
const sameForm = (asked: SwapState, now: SwapState) =>
  asked.from === now.from &&
  asked.to === now.to &&
  asked.exact === now.exact &&
  asked.slippage === now.slippage &&
  (asked.exact === 'from' ? asked.fromAmount === now.fromAmount : asked.toAmount === now.toAmount);

/** Is the thrown error the route's (or the inversion's) 'Insufficient liquidity'? */
const isLiquidity = (message: string) => message === swapMessages.insufficientLiquidity;

export interface QuoteDeps {
  rt: Runtime;
  client: ConvertClient;
  /** The cloud's words for a failed call. */
  messageOf(error: unknown): string;
}

/** The live quote of the form: the newest request wins; an older answer arriving late is dropped. */
export function createQuoter({ rt, client, messageOf }: QuoteDeps) {
  let generation = 0;

  async function quoteFor(swap: SwapState, userAddress: SwapTokenId) {
    const from = swap.tokens.find((token) => token.address === swap.from);
    const to = swap.tokens.find((token) => token.address === swap.to);
    if (!from || !to) return undefined;
    const quoteOf: QuoteOf = async (amount) => {
      const answer = await client.getSwapQuotes({
        amount: String(amount),
        userAddress,
        from: from.address as SwapTokenId,
        to: to.address as SwapTokenId,
        slippage: String(swap.slippage),
        ...(swap.gasPrice ? { gasPrice: swap.gasPrice } : {}),
      });
      const [best] = answer.quotes;
      if (!best) throw new Error(swapMessages.insufficientLiquidity);
      return best;
    };
    const typed = toBaseUnits(
      swap.exact === 'from' ? swap.fromAmount : swap.toAmount,
      swap.exact === 'from' ? from.decimals : to.decimals,
    );
    if (!typed) return undefined;
    const quote =
      swap.exact === 'from'
        ? await quoteOf(typed)
        : await inverseQuote(typed, 10n ** BigInt(from.decimals), quoteOf);
    const allowance = isNativeSwapToken(from.address)
      ? undefined
      : (await client.getSwapAllowance(from.address as SwapTokenId, userAddress)).allowance;
    return { quote, allowance, from, to };
  }

  return {
    async refreshQuote(): Promise<void> {
      const run = ++generation;
      const { state, userAddress } = swapContext(rt);
      const { swap } = state;
      if (swap.status !== 'idle' && swap.status !== 'error') return;
      updateSwap(rt, { quoteLoading: true, quoteError: undefined });
      try {
        const found = await quoteFor(swap, userAddress);
        if (run !== generation || !sameForm(swap, rt.get().swap)) return;
        if (!found) return updateSwap(rt, { quoteLoading: false, quote: undefined });
        const { quote, allowance, from, to } = found;
        updateSwap(rt, {
          quoteLoading: false,
          quote,
          allowance,
          ...(swap.exact === 'from'
            ? { toAmount: cutDecimals(fromBaseUnits(BigInt(quote.toAmount), to.decimals), shownPlaces) }
            : {
                fromAmount: cutDecimals(fromBaseUnits(BigInt(quote.fromAmount), from.decimals), shownPlaces),
              }),
        });
      } catch (error) {
        if (run !== generation || !sameForm(swap, rt.get().swap)) return;
        const message = messageOf(error);
        if (!isLiquidity(message)) rt.options.logger.warn('The swap quote could not be had', error);
        updateSwap(rt, { quoteLoading: false, quote: undefined, quoteError: message });
      }
    },
    /** Drops any quote on its way (a swap is starting). */
    cancel() {
      generation++;
    },
  };
}
