import type { KeyValueStorage } from '../../instance/porticoOptions.js';

/** A KeyValueStorage in memory; `map` shows what was written (keys with their `@portico/` prefix). */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  map: Map<string, string>;
} {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
  };
}
