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
 * `globalThis.localStorage`, looked up on each call, never at import.
 */
export function createStorage(backend?: KeyValueStorage): PorticoStorage {
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
      return raw === null || raw === undefined ? undefined : key.decode(raw);
    },
    set(key, value) {
      use((storage) => storage.setItem(storageKeyPrefix + key.name, key.encode(value)));
    },
    remove(key) {
      use((storage) => storage.removeItem(storageKeyPrefix + key.name));
    },
  };
}
