export { announceProvider, injectLegacyProvider } from './announceProvider.js';
export type { ReleaseOutcome } from './heldRequests.js';
export { ProviderRpcError } from './providerRpcError.js';
export { createTestWallet, type TestWallet } from './testWallet.js';
export type { TestWalletConfig } from './types.js';
