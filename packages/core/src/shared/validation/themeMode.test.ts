import { describe, expect, it } from 'vitest';
import { isThemeMode } from './themeMode.js';

describe('isThemeMode [§5 enums]', () => {
  it.each([
    ['§5', 'light', true],
    ['§5', 'dark', true],
    ['§5', '', false],
    ['§5', 'system', false],
    ['§5', 'Dark', false],
    ['§5', 'dark ', false],
    ['§5 Cyrillic а', 'dаrk', false],
    ['§5 fullwidth', 'ｄａｒｋ', false],
    ['§5 zero-width space', 'li\u200bght', false],
    ['§5', 0, false],
    ['§5', null, false],
    ['§5', undefined, false],
    ['§5', { themeMode: 'dark' }, false],
  ])('%s %j → %s', (_label, value, expected) => {
    expect(isThemeMode(value)).toBe(expected);
  });

  it('§5 rejects a 1 MB string', () => {
    expect(isThemeMode('dark'.repeat(250_000))).toBe(false);
  });
});
