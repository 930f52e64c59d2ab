import { toStorableText } from '../storableText.js';

const maxDepth = 8;

/**
 * `props` as it can be stored in a jsonb column, or `undefined` when it nests deeper than `maxDepth`:
 * strings and keys lose NUL characters and lone surrogates (PostgreSQL refuses both), so any JSON the
 * client sends is either stored or refused with a 400. A value with nothing to clean comes back as it was
 * (the same object), so the common case allocates nothing.
 */
export function cleanProps(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return toStorableText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= maxDepth) return undefined;
  if (Array.isArray(value)) {
    let items: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index];
      const cleaned = cleanProps(item, depth + 1);
      if (cleaned === undefined && item !== undefined) return undefined;
      if (cleaned !== item) items ??= value.slice(0, index);
      items?.push(cleaned);
    }
    return items ?? value;
  }
  let entries: [string, unknown][] | undefined;
  const pairs = Object.entries(value);
  for (let index = 0; index < pairs.length; index++) {
    const [key, item] = pairs[index] as [string, unknown];
    const cleaned = cleanProps(item, depth + 1);
    if (cleaned === undefined) return undefined;
    const cleanKey = toStorableText(key);
    if (cleaned !== item || cleanKey !== key) entries ??= pairs.slice(0, index);
    entries?.push([cleanKey, cleaned]);
  }
  return entries === undefined ? value : Object.fromEntries(entries);
}
