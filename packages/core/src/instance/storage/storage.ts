import type { KeyValueStorage } from '../porticoOptions.js';
import { type StorageKey, storageKeyPrefix } from './storageKey.js';

export interface PorticoStorage {
  /** undefined when absent, unreadable or corrupt. */
  get<T>(key: StorageKey<T>): T | undefined;
  set<T>(key: StorageKey<T>, value: T): void;
  remove(key: StorageKey<unknown>): void;
}

/**
 * Typed browser storage that never throws: without storage (SSR), in private mode (access throws
 * SecurityError) or over quota, writes are dropped and reads give undefined. Without a backend it uses
 * `globalThis.localStorage`, looked up on each call, never at import. A corrupt value reads as absent.
 */
export function createStorage(
  backend?: KeyValueStorage,
  /** Told of a stored value its key cannot read back (it is then treated as absent). */
  onCorrupt?: (key: StorageKey<unknown>, raw: string) => void,
): PorticoStorage {
  function use<R>(action: (storage: KeyValueStorage) => R): R | undefined {
    try {
      const storage = backend ?? (globalThis.localStorage as KeyValueStorage | undefined);
      return storage ? action(storage) : undefined;
    } catch {
      return undefined;
    }
  }

  return {
    get(key) {
      const raw = use((storage) => storage.getItem(storageKeyPrefix + key.name));
      if (raw === null || raw === undefined) return undefined;
      const value = key.decode(raw);
      if (value === undefined) onCorrupt?.(key, raw);
      return value;
    },
    set(key, value) {
      use((storage) => storage.setItem(storageKeyPrefix + key.name, key.encode(value)));
    },
    remove(key) {
      use((storage) => storage.removeItem(storageKeyPrefix + key.name));
    },
  };
}
