export { announceProvider, injectLegacyProvider } from './announceProvider.js';
export { type FarcasterTestApp, type FarcasterTestAppConfig, farcasterTestApp } from './farcasterTestApp.js';
export type { ReleaseOutcome } from './heldRequests.js';
export { loopbackOnly } from './loopbackOnly.js';
export { registerStandardWallet } from './solana/registerStandardWallet.js';
export {
  createSolanaTestWallet,
  type SolanaTestWallet,
  type SolanaTestWalletFeatures,
} from './solana/solanaTestWallet.js';
export type { SolanaTestWalletChain, SolanaTestWalletConfig, SolanaTestWalletInfo } from './solana/types.js';
export { createTestWallet, type TestWallet } from './testWallet.js';
export type { TestWalletConfig } from './types.js';
