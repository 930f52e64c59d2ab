import type { WalletConfig } from '../config.js';
import type { Db } from '../db/index.js';
import type { RateLimiter } from '../edge/index.js';
import type { CodeRules } from './emailCodes.js';
import type { FarcasterClient } from './farcaster/farcasterClient.js';
import type { Mailer } from './mailer.js';
import type { ShareCipher } from './shareCipher.js';
import type { ProviderClient } from './social/providerClient.js';
import type { SocialProvider } from './social/socialConfig.js';

/** What the wallet routes share. */
export interface WalletContext {
  db: Db;
  config: WalletConfig;
  clock: () => number;
  cipher: ShareCipher;
  mailer: Mailer;
  codeRules: CodeRules;
  /** Social login: the configured providers' clients, and the secure frame's URL (once its listener is bound). */
  social: { clients: ReadonlyMap<SocialProvider, ProviderClient>; frameUrl: () => string | undefined };
  /** Farcaster login's relay and registries, when the deployment configured them (`wallet.farcaster.rpcUrl`). */
  farcaster: FarcasterClient | undefined;
  limiters: { codesPerEmail: RateLimiter; codesPerIp: RateLimiter; verifiesPerIp: RateLimiter };
}
