export { announceEvent, announceProvider, injectLegacyProvider, requestEvent } from './announceProvider.js';
export { installTestWallet, type TestWalletInitConfig } from './installTestWallet.js';
export { type ProviderErrorCode, ProviderRpcError, providerErrorMessages } from './providerRpcError.js';
export { createTestWallet, type TestWallet } from './testWallet.js';
export type {
  LogEntry,
  RequestArguments,
  TestWalletChain,
  TestWalletConfig,
  TestWalletInfo,
  WalletStorage,
} from './types.js';
export { memoryStorage } from './walletStorage.js';
