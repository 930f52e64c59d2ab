import { describe, expect, it } from 'vitest';
import { isOriginAllowed } from './originAllowlist.js';

const allowlist = ['https://app.example.com', '*.example.org', 'localhost:5173'];

describe('isOriginAllowed [§5 origin-allowlist]', () => {
  it.each([
    ['§5 first pattern', 'https://app.example.com', allowlist, true],
    ['§5 wildcard pattern', 'https://shop.example.org', allowlist, true],
    ['§5 bare host pattern', 'http://localhost:5173', allowlist, true],
    ['§5 no pattern matches', 'https://example.net', allowlist, false],
    ['§5 suffix attack', 'https://a.example.org.evil.io', allowlist, false],
    ['§5 empty list allows nothing', 'https://app.example.com', [], false],
    [
      '§5 invalid patterns are skipped',
      'https://app.example.com',
      ['', 'a*b', 'https://app.example.com'],
      true,
    ],
    ['§5 only invalid patterns', 'https://app.example.com', ['', '*', 'not a host'], false],
  ])('%s: %s', (_section, origin, allowedOrigins, expected) => {
    expect(isOriginAllowed(origin, allowedOrigins)).toBe(expected);
  });
});
