export { newCloudDataDir } from './cloudDataDir.js';
export { walletConnectEvents, walletConnectMethods } from './sessionNamespaces.js';
export type {
  WalletConnectLogEntry,
  WalletConnectNamespace,
  WalletConnectTestWalletConfig,
} from './types.js';
export {
  createWalletConnectCore,
  memoryKeyValueStorage,
  type WalletConnectCore,
  type WalletConnectCoreOptions,
} from './walletConnectCore.js';
export {
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
  type WalletKitClient,
} from './walletConnectTestWallet.js';
