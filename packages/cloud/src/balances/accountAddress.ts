/** Whether `address` is an account address on a chain of `namespace` (0x and 40 hex digits; base58, 32–44 characters). */
export function isAccountAddress(namespace: string, address: string): boolean {
  if (namespace === 'eip155') return /^0x[0-9a-fA-F]{40}$/.test(address);
  if (namespace === 'solana') return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address);
  return false;
}
