/**
 * The catalogue's swap part, in English: the swap's messages (with core's swap labels). It ships in the chunk
 * of the Swap view (whose modules import it through `swapMessagePart`), not in the initial JS; each other
 * locale's part is a chunk of its own (`swap/<locale>.ts`), loaded when both the locale and the part are
 * needed.
 */
export const en = {
  // Swap
  'swap.loadingTokens': 'Loading tokens…',
  'swap.youPay': 'You pay',
  'swap.youReceive': 'You receive',
  'swap.flip': 'Flip tokens',
  'swap.slippage': 'Slippage tolerance (%)',
  'swap.selectToken': 'Select token',
  'swap.pickPay': 'Select a token to pay',
  'swap.pickReceive': 'Select a token to receive',
  'swap.noMatch': 'No token matches {search}',
  'swap.tokenOf': '{label} token: {symbol}',
  'swap.tokenSelect': '{label}: {select}',
  'swap.search': 'Search tokens',
  'swap.searchPlaceholder': 'Search name or symbol',
  'swap.suggested': 'Suggested',
  'swap.popular': 'Popular',
  'swap.allTokens': 'All tokens',
  'swap.tokenRow': '{symbol} {name}, balance {balance}',
  'swap.rate': 'Rate',
  'swap.minimumReceived': 'Minimum received',
  'swap.priceImpact': 'Price impact',
  'swap.complete': 'Swap complete: {from} for {to}',
  'swap.again': 'Swap again',
  // Core's swap labels and messages, shown as core writes them in English (written in the locale by
  // `translateText`)
  'core.approving': 'Approving…',
  'core.swapping': 'Swapping…',
  'core.gettingQuote': 'Getting a quote…',
  'core.approveToken': 'Approve {symbol}',
  'core.swap': 'Swap',
  'core.selectToken': 'Select a token',
  'core.insufficientBalance': 'Insufficient balance',
  'core.insufficientLiquidity': 'Insufficient liquidity',
  'core.priceImpactTooHigh': 'Price impact too high',
  'core.priceImpactRefused': 'Price impact too high: above 15 %, the swap is refused',
  'core.invalidSlippage': 'Slippage must be between 0.01 % and 50 %',
  'core.approvalReverted': 'The approval failed on chain',
  'core.swapReverted': 'The swap failed on chain',
  'core.quoteExpired': 'The quote expired',
} as const;

/** The swap part in one locale: one message per key of its English. */
export type SwapMessages = { readonly [K in keyof typeof en]: string };
