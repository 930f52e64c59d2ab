export type { ImageLoader } from './imagePreload.js';
export { createAllWalletsSelector } from './selectors.js';
export type { ListedWallet, WalletListState, WalletSearchState } from './walletListState.js';
export type { WalletRow, WalletRowKind } from './walletRows.js';
