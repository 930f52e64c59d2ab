/** §5: tokens whose decimals are the string '0' are dropped (§3: `quantity.decimals` is a string). */
export function dropZeroDecimalTokens<T extends { quantity: { decimals: string } }>(
  tokens: readonly T[],
): T[] {
  return tokens.filter((token) => token.quantity.decimals !== '0');
}
