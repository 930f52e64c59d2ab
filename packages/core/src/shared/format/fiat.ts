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

/**
 * A USD amount as the modal's locale writes it (issue 28): `$1,234.56` in English (§5 dollars and pennies, as
 * before), the locale's own currency format through `Intl.NumberFormat` elsewhere (`1.234,56 $` in German);
 * rounded half-up to the cent either way.
 */
export function formatUsd(value: unknown, locale = 'en'): string {
  return locale === 'en' ? `$${formatFiat(value).text}` : usdIn(locale, formatFiat(value, 'en-US'));
}

/** A USD total in the locale: the unrounded values summed, rounded once (DECISIONS "Dollars and pennies"). */
export function formatUsdTotal(values: readonly unknown[], locale = 'en'): string {
  return locale === 'en'
    ? `$${formatFiatTotal(values).text}`
    : usdIn(locale, formatFiatTotal(values, 'en-US'));
}

/** The amount `display` shows in en-US (already rounded to the cent), in `locale`'s currency format. */
function usdIn(locale: string, display: FiatDisplay): string {
  const cents = display.text.replace(/,/g, '') as `${number}`;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents);
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
