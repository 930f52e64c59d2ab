import { PorticoError } from '../errors/PorticoError.js';

// Unambiguous pattern (no nested or adjacent quantifiers over the same characters), so a
// megabyte-long non-match fails in linear time. At least one digit is required: '', '-' and '.'
// are not numbers. '1.' and '.5' are accepted, as parseUnits-style parsers do.
const decimalPattern = /^-?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)$/;

/** §5: an optional minus sign, ASCII digits and at most one dot. */
export function isDecimal(value: string): boolean {
  return typeof value === 'string' && decimalPattern.test(value);
}

/** Throws 'not a valid decimal number' unless `value` passes `isDecimal`. */
export function assertDecimal(value: string): void {
  if (!isDecimal(value)) throw new PorticoError('INVALID_DECIMAL');
}
