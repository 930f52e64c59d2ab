import type { ConnectionAccount } from '@portico/core';

/**
 * An injected wallet's accounts are externally owned keys, so they are `eoa`, although §9's default
 * preferred type for eip155 is smartAccount: that default is what the embedded wallet offers, not what
 * a browser extension holds.
 */
export function toConnectionAccounts(addresses: readonly string[]): ConnectionAccount[] {
  return addresses.map((address) => ({ address, type: 'eoa' }));
}
