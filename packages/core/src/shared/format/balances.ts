import { formatBalance } from './balance.js';

/** §5: tokens whose decimals are the string '0' are dropped (§3: `quantity.decimals` is a string). */
export function dropZeroDecimalTokens<T extends { quantity: { decimals: string } }>(
  tokens: readonly T[],
): T[] {
  return tokens.filter((token) => token.quantity.decimals !== '0');
}

/**
 * §5: on a testnet, or a chain the balance API does not support, the native balance shows '0.00'
 * (no lookup is made); otherwise it is the balance rounded down to 3 decimals.
 */
export function formatNetworkBalance(
  balance: unknown,
  network: { testnet?: boolean; supported: boolean },
): string {
  return network.testnet === true || !network.supported ? '0.00' : formatBalance(balance);
}
