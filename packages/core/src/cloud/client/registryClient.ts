import type { WalletPage, WalletsQuery } from '../wire/registryQuery.js';

/** The wallet registry (§7 Explorer API): pages of wallets and their images. */
export interface RegistryClient {
  getWallets(query: WalletsQuery, signal?: AbortSignal): Promise<WalletPage>;
  /** The image's URL with the §7 query; the browser loads it, so it is not fetched as a blob. */
  walletImageUrl(imageId: string): string;
}
