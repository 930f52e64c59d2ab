export { browserImageLoader, type ImageLoader, preloadImage } from './imagePreload.js';
export { createAllWalletsSelector } from './selectors.js';
export { createWalletListActions, type WalletListActions, type WalletListEnv } from './walletListActions.js';
export {
  initialWalletListState,
  type ListedWallet,
  type WalletListState,
  type WalletSearchState,
} from './walletListState.js';
export {
  allWalletsRows,
  isListed,
  type WalletRow,
  type WalletRowKind,
  withRegistryRows,
} from './walletRows.js';
