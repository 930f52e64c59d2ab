/** A UTF-16 surrogate without its partner: not encodable as UTF-8, so PostgreSQL cannot store it. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether PostgreSQL can store the string as text or in jsonb: no NUL, no lone surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !loneSurrogate.test(text);
}

/** The string without NUL characters and with lone surrogates replaced by U+FFFD. */
export function toStorableText(text: string): string {
  return text.replaceAll('\u0000', '').replace(new RegExp(loneSurrogate, 'g'), '\uFFFD');
}
