import { describe, expect, it } from 'vitest';
import { isStorableText, toStorableText } from './storableText.js';

describe('storable text', () => {
  it.each([
    ['plain ASCII', 'http://127.0.0.1:5173/', true, 'http://127.0.0.1:5173/'],
    ['a surrogate pair (emoji)', 'wallet 🦊', true, 'wallet 🦊'],
    ['NUL', 'a\u0000b', false, 'ab'],
    ['a lone high surrogate', 'a\uD800b', false, 'a\uFFFDb'],
    ['a lone low surrogate', '\uDC00x', false, '\uFFFDx'],
    ['a reversed pair', '\uDC00\uD800', false, '\uFFFD\uFFFD'],
    ['a pair beside a lone one', '🦊\uD800\u0000', false, '🦊\uFFFD'],
  ])('%s', (_, text, storable, cleaned) => {
    expect(isStorableText(text)).toBe(storable);
    expect(toStorableText(text)).toBe(cleaned);
  });

  it('returns storable text itself', () => {
    const text = 'x'.repeat(64);
    expect(toStorableText(text)).toBe(text);
  });
});
