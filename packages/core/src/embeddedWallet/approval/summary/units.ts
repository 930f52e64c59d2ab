/** `units / 10^decimals` as exact decimal text without trailing zeros: 1500000 with 6 → "1.5". */
export function formatUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** A quantity of a JSON-RPC request (hex or decimal text, or a number) as a bigint; 0 when absent. */
export function toQuantity(value: unknown): bigint {
  if (value === undefined || value === null) return 0n;
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' || typeof value === 'string') return BigInt(value);
  throw new TypeError(`Not a quantity: ${String(value)}`);
}
