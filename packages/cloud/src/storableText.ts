/** A UTF-16 surrogate without its partner: not encodable as UTF-8, so PostgreSQL cannot store it. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const loneSurrogates = new RegExp(loneSurrogate, 'g');
/**
 * NUL or any surrogate: text without either is storable as it is. One character-class scan, much cheaper than
 * the lookaround search, so ordinary text (almost all of it) skips the latter.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what it looks for.
const suspect = /[\u0000\uD800-\uDFFF]/;

/** Whether PostgreSQL can store the string as text or in jsonb: no NUL, no lone surrogate. */
export function isStorableText(text: string): boolean {
  if (!suspect.test(text)) return true;
  return !text.includes('\u0000') && !loneSurrogate.test(text);
}

/** The string without NUL characters and with lone surrogates replaced by U+FFFD. */
export function toStorableText(text: string): string {
  if (!suspect.test(text)) return text;
  return text.replaceAll('\u0000', '').replace(loneSurrogates, '\uFFFD');
}
