import { announceProvider, injectLegacyProvider } from './announceProvider.js';
import { pageStorage } from './pageStorage.js';
import { createTestWallet, type TestWallet } from './testWallet.js';
import type { TestWalletConfig } from './types.js';

/** What the page's wallet is made from: plain data, so it can travel into an init script. */
export interface TestWalletInitConfig extends Omit<TestWalletConfig, 'storage'> {
  /** Also inject as `window.ethereum` (legacy, pre-EIP-6963 discovery). Default false. */
  legacy?: boolean;
}

declare global {
  interface Window {
    /** The first test wallet installed in the page. */
    __porticoTestWallet?: TestWallet;
    /** Every test wallet installed in the page, by rdns. */
    __porticoTestWallets?: Record<string, TestWallet>;
  }
}

/**
 * Installs a test wallet in a page, as an extension would: it keeps its state in the page's
 * localStorage, is reachable by tests as `window.__porticoTestWallets[rdns]` (and as
 * `window.__porticoTestWallet` when it is the page's first) and announces itself by EIP-6963.
 * Each wallet of a page needs its own rdns: the rdns keys its storage.
 */
export function installTestWallet(
  target: Window,
  { legacy = false, ...config }: TestWalletInitConfig,
): TestWallet {
  const wallet = createTestWallet({ ...config, storage: pageStorage(target) });
  target.__porticoTestWallets ??= {};
  const installed = target.__porticoTestWallets;
  const { rdns } = wallet.info;
  if (installed[rdns] !== undefined) throw new Error(`A test wallet with rdns ${rdns} is already installed`);
  installed[rdns] = wallet;
  target.__porticoTestWallet ??= wallet;
  announceProvider(target, wallet);
  if (legacy) injectLegacyProvider(target, wallet);
  return wallet;
}
