export { announceProvider } from './announceProvider.js';
export { createTestWallet, type TestWallet } from './testWallet.js';
export type { TestWalletConfig } from './types.js';
