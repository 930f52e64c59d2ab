import type { WalletStorage } from './types.js';
import { memoryStorage } from './walletStorage.js';

/** The page's localStorage; opaque origins (about:blank, data:) refuse it: such a page keeps the state in memory. */
export function pageStorage(target: Window): WalletStorage {
  try {
    target.localStorage.getItem('porticoTestWallet');
    return target.localStorage;
  } catch {
    return memoryStorage();
  }
}
