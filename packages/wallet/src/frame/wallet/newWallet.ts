import { base64 } from '@scure/base';
import {
  addressesOf,
  deriveAccountKeys,
  type WalletAddresses,
  wipeAccountKeys,
} from '../keys/accountKeys.js';
import { splitEntropy } from '../keys/shares.js';
import { createEntropy } from '../keys/walletSeed.js';
import { wipe } from '../keys/wipe.js';
import { type EncryptedRecoveryShare, encryptRecoveryShare } from '../recovery/recoveryShareCipher.js';

/** A wallet just created: what goes to the cloud, and the share this device keeps (the caller wipes it). */
export interface NewWallet {
  addresses: WalletAddresses;
  authShare: string;
  recoveryShare: EncryptedRecoveryShare;
  deviceShare: Uint8Array;
}

/** Creates the entropy, derives the addresses, splits it 2-of-3 and encrypts the recovery share. */
export async function newWallet(recoveryPassword: string): Promise<NewWallet> {
  const entropy = createEntropy();
  const keys = deriveAccountKeys(entropy);
  const addresses = addressesOf(keys);
  wipeAccountKeys(keys);
  const shares = await splitEntropy(entropy);
  wipe(entropy);
  try {
    return {
      addresses,
      authShare: base64.encode(shares.auth),
      recoveryShare: await encryptRecoveryShare(shares.recovery, recoveryPassword),
      deviceShare: shares.device,
    };
  } finally {
    wipe(shares.auth, shares.recovery);
  }
}
