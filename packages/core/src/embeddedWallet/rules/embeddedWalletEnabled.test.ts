import { describe, expect, it } from 'vitest';
import { type EmbeddedWalletConditions, isEmbeddedWalletEnabled } from './embeddedWalletEnabled.js';

const base: EmbeddedWalletConditions = {
  email: true,
  socials: ['google', 'x'],
  origin: 'https://app.example.com',
  allowedOrigins: ['*.example.com'],
};

describe('isEmbeddedWalletEnabled [§5 embedded-wallet-enabled]', () => {
  it.each([
    ['§5 email and socials, allowed origin', base, true],
    ['§5 email only', { ...base, socials: false }, true],
    ['§5 socials only', { ...base, email: false }, true],
    ['§5 neither email nor socials', { ...base, email: false, socials: false }, false],
    ['§5 email off, empty socials list', { ...base, email: false, socials: [] }, false],
    ['§5 email as the string "true" is not on', { ...base, email: 'true', socials: [] }, false],
    ['§5 email as 1 is not on', { ...base, email: 1, socials: undefined }, false],
    ['§5 socials as a string is not a list', { ...base, email: false, socials: 'google' }, false],
    [
      '§5 socials as an object is not a list',
      { ...base, email: false, socials: { 0: 'google', length: 1 } },
      false,
    ],
    ['§5 remote features missing', { ...base, email: undefined, socials: undefined }, false],
    ['§5 origin not allowed', { ...base, origin: 'https://evil.io' }, false],
    ['§5 origin suffix attack', { ...base, origin: 'https://app.example.com.evil.io' }, false],
    ['§5 look-alike origin', { ...base, origin: 'https://app.exаmple.com' }, false],
    ['§5 empty allowlist', { ...base, allowedOrigins: [] }, false],
    ['§5 empty origin', { ...base, origin: '' }, false],
    ['§5 exact origin entry', { ...base, allowedOrigins: ['https://app.example.com'] }, true],
  ])('%s', (_section, conditions, enabled) => {
    expect(isEmbeddedWalletEnabled(conditions)).toBe(enabled);
  });
});
