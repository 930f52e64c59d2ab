import { parseDecimal, toFixedDecimal } from './decimal.js';

/**
 * §5: a quantity is fixed to 3 decimals. Unlike a balance it is rounded half-up (a tie goes away
 * from zero), as `Number#toFixed` reads for a quantity typed by hand, but exactly on the decimal
 * text. Missing or not a number gives `0.000`.
 */
export function formatQuantity(quantity: unknown): string {
  return toFixedDecimal(parseDecimal(quantity) ?? { units: 0n, scale: 0 }, 3, 'half-up');
}
