import { parseDecimal } from '../../shared/format/decimal.js';
import { sendError } from './sendError.js';

/**
 * A decimal string (§5 syntax) in a token's smallest unit: `1.5` of a 6-decimal token is 1500000n. An amount
 * with more fraction digits than the token has is refused rather than rounded: nobody means to send 0.00000001
 * of a token that cannot hold it. Returns undefined for text that is no decimal.
 */
export function toUnits(amount: string, token: { decimals: number; symbol: string }): bigint | undefined {
  const parsed = parseDecimal(amount);
  if (parsed === undefined) return undefined;
  if (parsed.scale > token.decimals) {
    throw sendError('SEND_TOO_MANY_DECIMALS', { symbol: token.symbol, decimals: token.decimals });
  }
  return parsed.units * 10n ** BigInt(token.decimals - parsed.scale);
}

/** `units` of a token as the shortest decimal string: 1500000n with 6 decimals is '1.5'. */
export function fromUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
