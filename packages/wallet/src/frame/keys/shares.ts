import { combine, split } from 'shamir-secret-sharing';

/** The three 2-of-3 shares of a wallet's entropy (docs/embedded-wallet.md, Keys). */
export interface EntropyShares {
  device: Uint8Array;
  auth: Uint8Array;
  recovery: Uint8Array;
}

export async function splitEntropy(entropy: Uint8Array): Promise<EntropyShares> {
  const [device, auth, recovery] = await split(entropy, 3, 2);
  if (!device || !auth || !recovery) throw new Error('Splitting the wallet key failed');
  return { device, auth, recovery };
}

/** The entropy from any two distinct shares. The caller wipes it. */
export function combineShares(first: Uint8Array, second: Uint8Array): Promise<Uint8Array> {
  return combine([first, second]);
}
