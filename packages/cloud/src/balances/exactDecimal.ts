/** An exact decimal, `units / 10^scale`: balances and prices are multiplied on these, never on floats. */
export interface ExactDecimal {
  units: bigint;
  scale: number;
}

const decimalPattern = /^(\d+)(?:\.(\d+))?$/;

/** A non-negative decimal string (`12`, `0.7319`); anything else gives undefined. */
export function parseExactDecimal(text: string): ExactDecimal | undefined {
  const match = decimalPattern.exec(text);
  if (match === null) return undefined;
  const [, whole = '', fraction = ''] = match;
  return { units: BigInt(`${whole}${fraction}`), scale: fraction.length };
}

/**
 * A price that came as a JSON number, taken by its shortest round-trip text (`0.1` stays 0.1) and written
 * out without an exponent (`1e-7` → 0.0000001).
 */
export function decimalFromNumber(value: number): ExactDecimal | undefined {
  if (!Number.isFinite(value) || value < 0) return undefined;
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  const shift = Number(exponent) - fraction.length;
  const units = BigInt(`${whole}${fraction}`);
  return shift >= 0 ? { units: units * 10n ** BigInt(shift), scale: 0 } : { units, scale: -shift };
}

export const multiplyDecimals = (a: ExactDecimal, b: ExactDecimal): ExactDecimal => ({
  units: a.units * b.units,
  scale: a.scale + b.scale,
});

/** The shortest exact text: no exponent, no trailing fraction zeros (`1.50` → `1.5`, `2.0` → `2`). */
export function decimalText({ units, scale }: ExactDecimal): string {
  const digits = units.toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

/** The nearest number: JavaScript rounds a decimal string to a double correctly, once. */
export const decimalToNumber = (value: ExactDecimal) => Number(decimalText(value));
