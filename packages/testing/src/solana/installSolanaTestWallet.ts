import { pageStorage } from '../pageStorage.js';
import { registerStandardWallet } from './registerStandardWallet.js';
import { createSolanaTestWallet, type SolanaTestWallet } from './solanaTestWallet.js';
import type { SolanaTestWalletConfig } from './types.js';

/** What the page's Solana wallet is made from: plain data, so it can travel into an init script. */
export type SolanaTestWalletInitConfig = Omit<SolanaTestWalletConfig, 'storage'>;

declare global {
  interface Window {
    /** The first Solana test wallet installed in the page. */
    __porticoSolanaTestWallet?: SolanaTestWallet;
    /** Every Solana test wallet installed in the page, by name. */
    __porticoSolanaTestWallets?: Record<string, SolanaTestWallet>;
  }
}

/**
 * Installs a Solana test wallet in a page, as an extension would: it keeps its state in the page's
 * localStorage, is reachable by tests as `window.__porticoSolanaTestWallets[name]` (and as
 * `window.__porticoSolanaTestWallet` when it is the page's first) and registers itself by the Wallet
 * Standard. Each Solana wallet of a page needs its own name: the name keys its storage.
 */
export function installSolanaTestWallet(
  target: Window,
  config: SolanaTestWalletInitConfig,
): SolanaTestWallet {
  const wallet = createSolanaTestWallet({ ...config, storage: pageStorage(target) });
  target.__porticoSolanaTestWallets ??= {};
  const installed = target.__porticoSolanaTestWallets;
  if (installed[wallet.name] !== undefined)
    throw new Error(`A Solana test wallet named ${wallet.name} is already installed`);
  installed[wallet.name] = wallet;
  target.__porticoSolanaTestWallet ??= wallet;
  registerStandardWallet(target, wallet);
  return wallet;
}
