export { announceEvent, announceProvider, injectLegacyProvider, requestEvent } from './announceProvider.js';
export type { ReleaseOutcome } from './heldRequests.js';
export { installTestWallet, type TestWalletInitConfig } from './installTestWallet.js';
export { type ProviderErrorCode, ProviderRpcError, providerErrorMessages } from './providerRpcError.js';
export { createTestWallet, type TestWallet } from './testWallet.js';
export type {
  LogEntry,
  RequestArguments,
  TestWalletChain,
  TestWalletConfig,
  TestWalletInfo,
} from './types.js';
export { memoryStorage, type WalletStorage } from './walletStorage.js';
