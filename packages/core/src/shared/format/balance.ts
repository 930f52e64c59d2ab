import { parseDecimal, toFixedDecimal } from './decimal.js';

/**
 * §5: a balance is shown rounded down to 3 decimals, `0.000` when missing or not a number.
 * "Down" cuts toward zero, so the figure shown never claims more than the account holds
 * (also for a negative value: '-1.2349' → '-1.234').
 */
export function formatBalance(balance: unknown): string {
  return toFixedDecimal(parseDecimal(balance) ?? { units: 0n, scale: 0 }, 3, 'down');
}
