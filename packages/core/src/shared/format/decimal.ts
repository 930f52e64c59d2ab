import { isDecimal } from '../validation/decimal.js';

/** An exact decimal: `units / 10^scale`. Display rules work on these, never on floats. */
export interface ScaledDecimal {
  units: bigint;
  scale: number;
}

/**
 * Reads a decimal string (§5 syntax) or a finite number. A number is taken by its shortest
 * round-trip text (`1.005` stays 1.005, not the binary 1.00499…), so `0.1 + 0.2` never leaks in.
 * Anything else gives `undefined`.
 */
export function parseDecimal(value: unknown): ScaledDecimal | undefined {
  const text = typeof value === 'number' ? numberToPlainText(value) : value;
  if (typeof text !== 'string' || !isDecimal(text)) return undefined;
  const negative = text.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const magnitude = BigInt(`${whole}${fraction}`);
  return { units: negative ? -magnitude : magnitude, scale: fraction.length };
}

/** `String(n)` without exponent notation (`1e-7` → `0.0000001`, `1e21` → `1000…0`). */
function numberToPlainText(value: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  const [mantissa = '', exponent] = String(value).split('e');
  if (exponent === undefined) return mantissa;
  const sign = mantissa.startsWith('-') ? '-' : '';
  const [whole = '', fraction = ''] = mantissa.replace('-', '').split('.');
  const digits = `${whole}${fraction}`;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  // String() only uses a positive exponent from 1e21 up, so the point lies past every digit.
  return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
}

export function addDecimals(a: ScaledDecimal, b: ScaledDecimal): ScaledDecimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) + rescale(b, scale), scale };
}

function rescale(value: ScaledDecimal, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

/** `down` cuts digits toward zero; `half-up` rounds a tie away from zero (1.0005 → 1.001, -1.0005 → -1.001). */
export type RoundingMode = 'down' | 'half-up';

/** Rounds to `places` (≥ 1) fraction digits and prints them all, with no minus sign on zero. */
export function toFixedDecimal(value: ScaledDecimal, places: number, mode: RoundingMode): string {
  const units = roundUnits(value, places, mode);
  const digits = (units < 0n ? -units : units).toString().padStart(places + 1, '0');
  const sign = units < 0n ? '-' : '';
  return `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

function roundUnits(value: ScaledDecimal, places: number, mode: RoundingMode): bigint {
  if (value.scale <= places) return rescale(value, places);
  const divisor = 10n ** BigInt(value.scale - places);
  const magnitude = value.units < 0n ? -value.units : value.units;
  const remainder = magnitude % divisor;
  const rounded = magnitude / divisor + (mode === 'half-up' && remainder * 2n >= divisor ? 1n : 0n);
  return value.units < 0n ? -rounded : rounded;
}
