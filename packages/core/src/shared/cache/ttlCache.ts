import { constants } from '../constants.js';

export interface TtlCacheOptions {
  /** How long an entry lives unless `set` gives its own. */
  readonly ttlMs: number;
  /** §9 request and address cache: 8192 entries. */
  readonly maxEntries?: number;
  readonly now?: () => number;
}

export interface TtlCache<K, V> {
  /** The live value, which becomes the most recently used; undefined once expired. */
  get(key: K): V | undefined;
  has(key: K): boolean;
  set(key: K, value: V, ttlMs?: number): void;
  delete(key: K): boolean;
  clear(): void;
  readonly size: number;
}

/**
 * A cache whose entries expire after a TTL (§9 balance 30 s, names and identity 5 min). When full, it evicts
 * the least recently used entry, so a value read over and over outlives one-off lookups.
 */
export function createTtlCache<K, V>(options: TtlCacheOptions): TtlCache<K, V> {
  const { ttlMs, maxEntries = constants.cache.maxEntries, now = Date.now } = options;
  // Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<K, { value: V; expiresAt: number }>();

  function live(key: K) {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  return {
    get(key) {
      const entry = live(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    has: (key) => live(key) !== undefined,
    set(key, value, entryTtlMs = ttlMs) {
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as K);
      entries.set(key, { value, expiresAt: now() + entryTtlMs });
    },
    delete: (key) => entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
