import { describe, expect, it } from 'vitest';
import { isSocialProvider, socialProviders } from './socialProvider.js';

describe('isSocialProvider [§5 enums]', () => {
  it('§5 lists exactly google, github, apple, facebook, x and discord', () => {
    expect([...socialProviders].sort()).toEqual(['apple', 'discord', 'facebook', 'github', 'google', 'x']);
  });

  it.each([
    ['§5', 'google', true],
    ['§5', 'github', true],
    ['§5', 'apple', true],
    ['§5', 'facebook', true],
    ['§5', 'x', true],
    ['§5', 'discord', true],
    ['§5 own flow, not in the list (docs/decisions.md)', 'farcaster', false],
    ['§5', '', false],
    ['§5', 'twitter', false],
    ['§5', 'Google', false],
    ['§5', ' google', false],
    ['§5 Cyrillic х', 'х', false],
    ['§5 Cyrillic о', 'gооgle', false],
    ['§5 fullwidth x', 'ｘ', false],
    ['§5 zero-width space', 'x\u200b', false],
    ['§5', 1, false],
    ['§5', null, false],
    ['§5', undefined, false],
    ['§5', { provider: 'google' }, false],
    ['§5', ['google'], false],
  ])('%s %j → %s', (_label, value, expected) => {
    expect(isSocialProvider(value)).toBe(expected);
  });

  it('§5 rejects a 1 MB string', () => {
    expect(isSocialProvider('x'.repeat(1_000_000))).toBe(false);
  });
});
