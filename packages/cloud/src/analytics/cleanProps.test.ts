import { describe, expect, it } from 'vitest';
import { cleanProps } from './cleanProps.js';

describe('cleanProps', () => {
  it('returns clean props as they are, without a copy', () => {
    const props = { event: 'SEARCH_WALLET', properties: { search: 'met', ids: [1, 'a', null, true] } };
    expect(cleanProps(props)).toBe(props);
  });

  it('cleans strings, keys and array items at any depth, copying only what changed', () => {
    const untouched = { ok: 'yes' };
    const props = { a: 'x\u0000', 'k\u0000': ['\uDC00', 2], untouched };
    const cleaned = cleanProps(props) as Record<string, unknown>;
    expect(cleaned).toEqual({ a: 'x', k: ['\uFFFD', 2], untouched: { ok: 'yes' } });
    expect(cleaned.untouched).toBe(untouched);
    expect(props).toEqual({ a: 'x\u0000', 'k\u0000': ['\uDC00', 2], untouched });
  });

  it('keeps the items before the first changed one', () => {
    expect(cleanProps(['a', { b: 1 }, 'c\u0000', 'd'])).toEqual(['a', { b: 1 }, 'c', 'd']);
  });

  it('refuses values nested deeper than 8 levels', () => {
    expect(cleanProps([[[[[[[[1]]]]]]]])).toEqual([[[[[[[[1]]]]]]]]);
    expect(cleanProps([[[[[[[[[1]]]]]]]]])).toBeUndefined();
    expect(cleanProps({ a: { b: { c: { d: { e: { f: { g: { h: { i: 1 } } } } } } } } })).toBeUndefined();
  });
});
