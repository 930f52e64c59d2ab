/** An integer amount in a token's smallest unit as a decimal string with `decimals` places, trailing zeros cut. */
export function decimalAmount(amount: string, decimals: number): string {
  if (decimals <= 0) return amount;
  const digits = amount.padStart(decimals + 1, '0');
  const whole = digits.slice(0, -decimals);
  const fraction = digits.slice(-decimals).replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}
