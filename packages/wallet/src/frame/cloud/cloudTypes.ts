import type { EmbeddedWalletKeys, EmbeddedWalletSession, EmbeddedWalletUser } from '@portico/core/wire';

/** The cloud's answers for the frame (docs/embedded-wallet.md, Cloud API for the frame). */
export interface VerifiedLogin {
  session: EmbeddedWalletSession;
  user: EmbeddedWalletUser;
  wallet: EmbeddedWalletKeys | null;
}

/** Where the frame reaches the cloud and who it says it is (the §7 query of every call). */
export interface CloudTarget {
  cloudUrl: string;
  projectId: string;
  sdkType: string;
  sdkVersion: string;
}
