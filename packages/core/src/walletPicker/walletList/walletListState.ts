import type { RegistryWallet } from '../../cloud/wire/registryWallet.js';
import type { AlertCode } from '../../shared/errors/alerts.js';

/** A registry wallet as listed: `imageUrl` is set once its image preloaded (a monogram shows otherwise). */
export interface ListedWallet extends RegistryWallet {
  imageUrl?: string;
}

interface WalletSearchState {
  /** What the user typed; results arrive 300 ms after the typing pauses (§9). */
  query: string;
  wallets: readonly ListedWallet[];
  count: number;
  loading: boolean;
}

/** The wallet registry as the modal shows it (§7 GET /getWallets). */
export interface WalletListState {
  /** AllWallets: pages 1..`page` of 40 (§9), in order. */
  wallets: readonly ListedWallet[];
  page: number;
  /** Registry wallets matching the filters over all pages. */
  count: number;
  loading: boolean;
  /** The `featuredWalletIds`, in their order. */
  featured: readonly ListedWallet[];
  /** Candidates for the 4 recommended rows (§9): the rows drop the ones already listed. */
  recommended: readonly ListedWallet[];
  /** The featured and recommended wallets are being asked for (the Connect view shows placeholder rows). */
  connectLoading: boolean;
  search: WalletSearchState;
  /** The §8 alert of the registry's last failure; cleared when the cloud answers again. */
  error?: AlertCode;
}

export const initialWalletListState: WalletListState = {
  wallets: [],
  page: 0,
  count: 0,
  loading: false,
  featured: [],
  recommended: [],
  connectLoading: false,
  search: { query: '', wallets: [], count: 0, loading: false },
};

declare module '../../instance/porticoState.js' {
  interface PorticoState {
    walletList: WalletListState;
  }
}
