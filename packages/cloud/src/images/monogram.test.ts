import { describe, expect, it } from 'vitest';
import { hueOf, initials, monogramSvg } from './monogram.js';

describe('monogram images', () => {
  it.each([
    ['§7 two words', 'Trust Wallet', 'TW'],
    ['§7 one camel-case word', 'MetaMask', 'MM'],
    ['§7 one plain word', 'Phantom', 'P'],
    ['§7 digits and punctuation', '1inch Wallet', '1W'],
    ['§7 braces', 'polkadot{.js} extension', 'PJ'],
    ['§7 non-Latin letters', 'émile ßeta', 'ÉSS'],
    ['§7 nothing usable', '—', '?'],
  ])('%s: %s → %s', (_row, name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('§7 colour is stable per seed and differs between seeds', () => {
    expect(hueOf('metamask')).toBe(hueOf('metamask'));
    expect(new Set(['metamask', 'phantom', 'keplr', 'xverse', 'talisman'].map(hueOf)).size).toBeGreaterThan(
      1,
    );
    expect(monogramSvg('MM', 'metamask')).toContain(`hsl(${hueOf('metamask')} 55% 42%)`);
  });

  it('§7 is an SVG document with the label', () => {
    expect(monogramSvg('ETH', 'x')).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg".*>ETH<\/text><\/svg>$/,
    );
  });
});
