import { addDecimals, parseDecimal, type ScaledDecimal, toFixedDecimal } from './decimal.js';

/** A fiat amount in "dollars and pennies": the whole part with the locale's separators, then cents. */
export interface FiatDisplay {
  /** Sign and whole dollars, grouped by locale: `1,234`, `-12`. */
  dollars: string;
  /** Always two digits: `05`. */
  pennies: string;
  /** The whole amount as the locale writes it, without a currency symbol: `1,234.05`. */
  text: string;
}

const zero: ScaledDecimal = { units: 0n, scale: 0 };

/** DECISIONS "Dollars and pennies": rounded half-up to cents; missing or not a number shows 0.00. */
export function formatFiat(value: unknown, locale?: string): FiatDisplay {
  return fiatDisplay(parseDecimal(value) ?? zero, locale);
}

/**
 * A total is the sum of the unrounded values, rounded once (DECISIONS), so three items of 0.004
 * total 0.01 rather than 0.00. Entries that are not numbers count as zero.
 */
export function formatFiatTotal(values: readonly unknown[], locale?: string): FiatDisplay {
  const total = values.reduce<ScaledDecimal>(
    (sum, value) => addDecimals(sum, parseDecimal(value) ?? zero),
    zero,
  );
  return fiatDisplay(total, locale);
}

function fiatDisplay(value: ScaledDecimal, locale: string | undefined): FiatDisplay {
  const cents = toFixedDecimal(value, 2, 'half-up') as `${number}`;
  // Already rounded: Intl only adds the locale's digits, group and decimal separators.
  const parts = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).formatToParts(cents);
  const decimalAt = parts.findIndex((part) => part.type === 'decimal');
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return { dollars: text(0, decimalAt), pennies: text(decimalAt + 1), text: text(0) };
}
