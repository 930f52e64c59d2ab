import { toStorableText } from '../storableText.js';

const maxDepth = 8;

/**
 * `props` as it can be stored in a jsonb column, or `undefined` when it nests deeper than `maxDepth`:
 * strings and keys lose NUL characters and lone surrogates (PostgreSQL refuses both), so any JSON the
 * client sends is either stored or refused with a 400.
 */
export function cleanProps(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return toStorableText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= maxDepth) return undefined;
  if (Array.isArray(value)) {
    const items = value.map((item) => cleanProps(item, depth + 1));
    return items.some((item, index) => item === undefined && value[index] !== undefined) ? undefined : items;
  }
  const entries: [string, unknown][] = [];
  for (const [key, item] of Object.entries(value)) {
    const cleaned = cleanProps(item, depth + 1);
    if (cleaned === undefined) return undefined;
    entries.push([toStorableText(key), cleaned]);
  }
  return Object.fromEntries(entries);
}
