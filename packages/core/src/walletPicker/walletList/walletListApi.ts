import type { ImageLoader } from './imagePreload.js';
import type { SnapshotWallet } from './snapshotWallet.js';
/** The public actions of the wallet registry the AllWallets view pages and searches. */
export interface WalletListApi {
  /** Loads AllWallets page `page` of the registry (40 entries, §9); only the next page is loaded. */
  fetchWallets(page: number): Promise<void>;
  /** Searches the registry once the typing pauses for 300 ms (§9); an empty query clears the results. */
  searchWallets(query: string): void;
}

declare module '../../instance/portico.js' {
  interface Portico extends WalletListApi {}
}

declare module '../../instance/porticoOptions.js' {
  interface PorticoOptions {
    featuredWalletIds?: readonly string[];
    includeWalletIds?: readonly string[];
    excludeWalletIds?: readonly string[];
    /** Preloads wallet images (§9 2 s timeout); `new Image()` in the browser by default. */
    loadImage?: ImageLoader;
    /**
     * Without `cloudUrl`, the registry the wallet list shows: the snapshot shipped with core (a lazily loaded
     * chunk) by default. Tests and dApps with a registry of their own pass another.
     */
    loadRegistrySnapshot?: () => Promise<readonly SnapshotWallet[]>;
  }
  interface ResolvedPorticoOptions {
    featuredWalletIds: readonly string[];
    includeWalletIds: readonly string[];
    excludeWalletIds: readonly string[];
  }
}
