import type { WalletConnectStorage } from '../options.js';

/** The SDK's storage in memory: kept as long as the object lives, shared by the clients handed it (a "reload"). */
export function memoryStorage(): WalletConnectStorage {
  const items = new Map<string, unknown>();
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items.entries()] as [string, T][],
    getItem: async <T>(key: string) => items.get(key) as T | undefined,
    setItem: async (key, value) => {
      items.set(key, value);
    },
    removeItem: async (key) => {
      items.delete(key);
    },
  };
}
