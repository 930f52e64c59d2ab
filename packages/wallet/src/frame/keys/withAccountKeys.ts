import {
  type AccountKeys,
  addressesOf,
  deriveAccountKeys,
  type WalletAddresses,
  wipeAccountKeys,
} from './accountKeys.js';
import { combineShares } from './shares.js';
import { wipe } from './wipe.js';

/**
 * Combines two shares, derives the account keys, hands them to `use` and wipes everything after, whatever
 * `use` does: the keys exist in memory only for one call. Two shares of different wallets combine into some
 * other entropy without error, so the keys must match the wallet's known addresses.
 */
export async function withAccountKeys<T>(
  shares: readonly [Uint8Array, Uint8Array],
  expected: WalletAddresses,
  use: (keys: AccountKeys) => Promise<T> | T,
): Promise<T> {
  const entropy = await combineShares(shares[0], shares[1]);
  const keys = deriveAccountKeys(entropy);
  wipe(entropy);
  try {
    const addresses = addressesOf(keys);
    if (
      addresses.eip155.toLowerCase() !== expected.eip155.toLowerCase() ||
      addresses.solana !== expected.solana
    ) {
      throw new Error('The wallet shares do not match this account');
    }
    return await use(keys);
  } finally {
    wipeAccountKeys(keys);
  }
}
