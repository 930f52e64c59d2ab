import type { TestWalletChain, WalletStorage } from './types.js';

/** What survives a reload: the site's authorisation, the current account and chain, the chains added by the site. */
export interface PersistedWalletState {
  authorised: boolean;
  /** Index of the exposed account in the configured keys (absent in states stored before there were several). */
  accountIndex?: number;
  chainId: number;
  addedChains: TestWalletChain[];
}

export function memoryStorage(): WalletStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

export function loadWalletState<State = PersistedWalletState>(
  storage: WalletStorage,
  key: string,
): State | undefined {
  const text = storage.getItem(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as State;
  } catch {
    return undefined; // not ours or corrupted: the wallet starts afresh, as after reset()
  }
}

export function saveWalletState<State = PersistedWalletState>(
  storage: WalletStorage,
  key: string,
  state: State,
): void {
  storage.setItem(key, JSON.stringify(state));
}
