import type { SwapToken } from '../../cloud/wire/convert.js';
import type { PorticoState } from '../../instance/porticoState.js';
import { formatUsd } from '../../shared/format/fiat.js';
import { formatQuantity } from '../../shared/format/quantity.js';
import { swapMessages } from './swapMessages.js';
import {
  fromBaseUnits,
  isNativeSwapToken,
  priceImpactLevel,
  swapBalanceOf,
  toBaseUnits,
} from './swapRules.js';

/** A token of the Swap pickers: its group (§9 suggested, popular, the rest) and the account's balance. */
export interface SwapTokenRow extends SwapToken {
  group: 'suggested' | 'popular' | 'other';
  /** The balance, 3 decimals (§5 quantity). */
  balance: string;
}

/** What the Swap button says and whether it can be pressed; `reason` says why not when the label does not. */
export interface SwapButton {
  label: string;
  disabled: boolean;
  reason?: string;
}

/** The live quote as shown: every figure formatted. */
export interface SwapQuoteDetails {
  /** `1 ETH = 1,980.5 PORT`. */
  rate: string;
  minimumReceived: string;
  /** Percent text, e.g. `0.42 %`. */
  priceImpact: string;
  impact: 'ok' | 'warning' | 'blocked';
  /** The network fee in dollars (`$0.42`), when the native coin has a price. */
  networkFeeUsd?: string;
}

const tokenOf = (state: PorticoState, id: string | undefined) =>
  id === undefined ? undefined : state.swap.tokens.find((token) => token.address === id);

/** The two picked tokens. */
export const selectSwapFromToken = (state: PorticoState) => tokenOf(state, state.swap.from);
export const selectSwapToToken = (state: PorticoState) => tokenOf(state, state.swap.to);

let lastRows: { swap: unknown; account: unknown; rows: readonly SwapTokenRow[] } | undefined;

/** §9 the pickers' tokens: suggested first, then popular, then the rest, each with the account's balance. */
export function selectSwapTokenRows(state: PorticoState): readonly SwapTokenRow[] {
  const { swap } = state;
  const account = state.accounts.eip155;
  if (lastRows?.swap === swap.tokens && lastRows.account === account) return lastRows.rows;
  const group = (id: string): SwapTokenRow['group'] =>
    swap.suggested?.includes(id) ? 'suggested' : swap.popular?.includes(id) ? 'popular' : 'other';
  const order = { suggested: 0, popular: 1, other: 2 } as const;
  const rows = swap.tokens
    .map((token, index) => ({
      row: {
        ...token,
        group: group(token.address),
        balance: formatQuantity(
          fromBaseUnits(swapBalanceOf(state, token.address, token.decimals), token.decimals),
        ),
      },
      index,
    }))
    .sort((a, b) => order[a.row.group] - order[b.row.group] || a.index - b.index)
    .map(({ row }) => row);
  lastRows = { swap: swap.tokens, account, rows };
  return rows;
}

/** The native coin's USD price on the active eip155 network, from the token balances. */
function nativePrice(state: PorticoState): number | undefined {
  const network = state.networks.byNamespace.eip155?.caipNetwork;
  return state.accounts.eip155?.tokenBalance.find(
    (token) => token.address === undefined && token.chainId === network?.caipNetworkId,
  )?.price;
}

let lastDetails:
  | { swap: unknown; price: unknown; locale: string; details: SwapQuoteDetails | undefined }
  | undefined;

/** The quote's rate, minimum received, price impact (with its level) and network fee in fiat. */
export function selectSwapQuoteDetails(state: PorticoState): SwapQuoteDetails | undefined {
  const price = nativePrice(state);
  const { locale } = state.locale;
  const last = lastDetails;
  if (last && last.swap === state.swap.quote && last.price === price && last.locale === locale)
    return last.details;
  const { quote } = state.swap;
  const from = selectSwapFromToken(state);
  const to = selectSwapToToken(state);
  let details: SwapQuoteDetails | undefined;
  if (quote && from && to) {
    const decimals = state.networks.byNamespace.eip155?.caipNetwork?.nativeCurrency.decimals ?? 18;
    const fee = Number(fromBaseUnits(BigInt(quote.networkFee), decimals)) * (price ?? 0);
    const rate =
      Number(fromBaseUnits(BigInt(quote.toAmount), to.decimals)) /
      Number(fromBaseUnits(BigInt(quote.fromAmount), from.decimals));
    details = {
      rate: `1 ${from.symbol} = ${formatQuantity(String(rate))} ${to.symbol}`,
      minimumReceived: `${formatQuantity(fromBaseUnits(BigInt(quote.minimumToAmount), to.decimals))} ${to.symbol}`,
      priceImpact: `${quote.priceImpact} %`,
      impact: priceImpactLevel(quote.priceImpact),
      ...(price === undefined ? {} : { networkFeeUsd: formatUsd(fee, locale) }),
    };
  }
  lastDetails = { swap: quote, price, locale, details };
  return details;
}

/** The short reason the form cannot swap yet, or undefined when it can (the rules of core, in order). */
export function swapBlocker(state: PorticoState): string | undefined {
  const { swap } = state;
  const from = selectSwapFromToken(state);
  const to = selectSwapToToken(state);
  if (!from || !to) return swapMessages.selectToken;
  // The quote's exact amount when there is one (a derived "from" amount is shown cut to 6 decimals).
  const amount = swap.quote ? BigInt(swap.quote.fromAmount) : toBaseUnits(swap.fromAmount, from.decimals);
  if ((!amount && swap.exact === 'from') || (swap.exact === 'to' && !toBaseUnits(swap.toAmount, to.decimals)))
    return swapMessages.enterAmount;
  if (amount && amount > swapBalanceOf(state, from.address, from.decimals))
    return swapMessages.insufficientBalance;
  if (swap.quoteError) return swap.quoteError;
  if (priceImpactLevel(swap.quote?.priceImpact) === 'blocked') return swapMessages.priceImpactTooHigh;
  return undefined;
}

/** The Swap button: 'Enter an amount', 'Insufficient balance', 'Insufficient liquidity', 'Approve PORT', 'Swap'… */
export function selectSwapButton(state: PorticoState): SwapButton {
  const { swap } = state;
  if (swap.status === 'approving') return { label: 'Approving…', disabled: true };
  if (swap.status === 'swapping') return { label: 'Swapping…', disabled: true };
  const blocker = swapBlocker(state);
  if (blocker === swapMessages.priceImpactTooHigh)
    return { label: 'Swap', disabled: true, reason: `${blocker}: above 15 %, the swap is refused` };
  if (blocker) return { label: blocker, disabled: true };
  if (!swap.quote || swap.quoteLoading) return { label: 'Getting a quote…', disabled: true };
  const from = selectSwapFromToken(state);
  const short =
    from &&
    !isNativeSwapToken(from.address) &&
    swap.allowance !== undefined &&
    BigInt(swap.allowance) < BigInt(swap.quote.fromAmount);
  return short && from
    ? { label: `Approve ${from.symbol}`, disabled: false }
    : { label: 'Swap', disabled: false };
}
