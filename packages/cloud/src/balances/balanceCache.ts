/** Answers kept per key for `ttlMs`, at most `maxEntries` of them (the oldest written goes first). */
export interface BalanceCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
}

export function createBalanceCache<T>(ttlMs: number, maxEntries: number, clock = Date.now): BalanceCache<T> {
  const entries = new Map<string, { value: T; expires: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (entry.expires > clock()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key, value) {
      // Re-inserting moves the key to the end of the Map's order, so the first key is always the oldest.
      entries.delete(key);
      entries.set(key, { value, expires: clock() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}
