/** The swap's messages, Portico's wording where the spec gives none (the §8 network ones are the catalogue's). */
export const swapMessages = {
  enterAmount: 'Enter an amount',
  selectToken: 'Select a token',
  insufficientBalance: 'Insufficient balance',
  insufficientLiquidity: 'Insufficient liquidity',
  priceImpactTooHigh: 'Price impact too high',
  invalidSlippage: 'Slippage must be between 0.01 % and 50 %',
  rejected: 'The transaction was rejected in the wallet',
  approvalReverted: 'The approval failed on chain',
  swapReverted: 'The swap failed on chain',
  quoteExpired: 'The quote expired',
  notConfirmed: 'The transaction was not confirmed in time',
} as const;
