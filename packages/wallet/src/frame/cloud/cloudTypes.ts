import type { EmbeddedWalletSession, EmbeddedWalletUser } from '@portico/core/wire';
import type { WalletAddresses } from '../keys/accountKeys.js';
import type { EncryptedRecoveryShare } from '../recovery/recoveryShareCipher.js';

/** The cloud's answers for the frame (docs/embedded-wallet.md, Cloud API for the frame). */
export interface CloudWallet {
  addresses: WalletAddresses;
  /** base64 */
  authShare: string;
  recoveryShare: EncryptedRecoveryShare;
}

export interface VerifiedLogin {
  session: EmbeddedWalletSession;
  user: EmbeddedWalletUser;
  wallet: CloudWallet | null;
}

/** Where the frame reaches the cloud and who it says it is (the §7 query of every call). */
export interface CloudTarget {
  cloudUrl: string;
  projectId: string;
  sdkType: string;
  sdkVersion: string;
}
