import type { IdentifierString, WalletIcon } from '@wallet-standard/base';
import type { WalletStorage } from '../types.js';

/** A Solana cluster the wallet signs for and sends to. */
export interface SolanaTestWalletChain {
  /** The Wallet Standard chain: `solana:` and the genesis hash prefix (the CAIP-2 id), or `solana:devnet`… */
  id: IdentifierString;
  /** Where `solana:signAndSendTransaction` sends transactions for this chain. */
  rpcUrl: string;
}

/** What the wallet shows the app: its Wallet Standard name and icon. */
export interface SolanaTestWalletInfo {
  name: string;
  icon: WalletIcon;
}

export interface SolanaTestWalletConfig {
  /** The wallet's only account: base58 of the 64-byte key pair (as `.portico/stack.json` lists); or give `secretKeys`. */
  secretKey?: string;
  /** The wallet's accounts, the first one exposed until `setAccount` picks another. */
  secretKeys?: readonly string[];
  /** The chains the wallet supports, with their RPC URLs; at least one. */
  chains: readonly SolanaTestWalletChain[];
  info?: Partial<SolanaTestWalletInfo>;
  /** Where the site's authorisation and the account survive reloads (default: in memory). */
  storage?: WalletStorage;
}
