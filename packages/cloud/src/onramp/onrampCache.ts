/**
 * `load` remembered for `ttlMs` (the providers' options: Meld and Coinbase both say to cache them). Concurrent callers
 * share one load; a failed load is forgotten at once (its callers still get the error), so the next call asks again.
 */
export function cachedFor<T>(ttlMs: number, now: () => number, load: () => Promise<T>): () => Promise<T> {
  let cached: { value: Promise<T>; at: number } | undefined;
  return () => {
    if (cached && now() - cached.at < ttlMs) return cached.value;
    const value = load();
    const entry = { value, at: now() };
    cached = entry;
    value.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return value;
  };
}
