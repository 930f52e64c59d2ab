const solanaAddressPattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * §5: 32 to 44 characters of the base58 (Bitcoin) alphabet, exactly as the spec states. The string
 * is not decoded, so a rare 32–44 character string that does not decode to a 32-byte key passes.
 */
export function isSolanaAddress(value: unknown): boolean {
  return typeof value === 'string' && solanaAddressPattern.test(value);
}
