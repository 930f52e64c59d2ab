import type { BadgeType, RegistryWallet } from './registryWallet.js';

/** The Wallet-API registry paths of §7 (beside `cloudPaths`). */
export const registryPaths = {
  wallets: '/getWallets',
  walletImage: (imageId: string) => `/getWalletImage/${encodeURIComponent(imageId)}`,
} as const;

/** GET /getWallets query (§7); lists go comma-separated on the wire. */
export interface WalletsQuery {
  /** 1-based. */
  page?: number;
  entries?: number;
  include?: readonly string[];
  exclude?: readonly string[];
  /** CAIP-2 network ids; a wallet matches when it supports any. */
  chains?: readonly string[];
  search?: string;
  badge_type?: BadgeType;
}

/** GET /getWallets response. */
export interface WalletPage {
  data: RegistryWallet[];
  /** Wallets matching the filters over all pages. */
  count: number;
}
