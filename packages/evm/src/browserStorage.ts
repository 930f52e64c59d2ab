/** The key/value store wagmi persists its connection state in (`localStorage`, a cookie store, …). */
export interface KeyValueStorage {
  getItem(key: string): string | null | undefined | Promise<string | null | undefined>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}

// Resolved on every call, never at import or construction: Node has no localStorage, and a sandboxed
// frame throws on access.
function localStorageOrUndefined(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** `localStorage` when there is one; otherwise nothing is stored. Write errors (quota) are ignored. */
export const browserStorage: KeyValueStorage = {
  getItem: (key) => localStorageOrUndefined()?.getItem(key),
  setItem(key, value) {
    try {
      localStorageOrUndefined()?.setItem(key, value);
    } catch {}
  },
  removeItem(key) {
    try {
      localStorageOrUndefined()?.removeItem(key);
    } catch {}
  },
};
