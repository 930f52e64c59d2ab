/**
 * The form names and search text are compared in: compatibility-decomposed (full-width letters become
 * ASCII), accents dropped, lower-cased, runs of white space collapsed.
 */
export function searchKey(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/gu, ' ').trim();
}
