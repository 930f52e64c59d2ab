import { describe, expect, it } from 'vitest';
import { parseFeatureSetting } from './featureSetting.js';

describe('parseFeatureSetting', () => {
  it.each([
    ['§3 boolean on', 'email=true', { email: true }],
    ['§3 boolean off', 'activity=off', { activity: false }],
    ['§3 branding alias', 'branding=no', { reownBranding: false }],
    ['§3 spec name', 'reownBranding=1', { reownBranding: true }],
    ['§3 multi-wallet', 'multiWallet=on', { multiWallet: true }],
    ['§3 analytics', 'analytics=false', { analytics: false }],
    ['§3 socials list', 'socials=google, x,google', { socials: ['google', 'x'] }],
    ['§3 farcaster is a social', 'socials=farcaster', { socials: ['farcaster'] }],
    ['§3 socials off', 'socials=none', { socials: false }],
    ['§3 swaps providers', 'swaps=aggregator', { swaps: ['aggregator'] }],
    ['§3 on-ramp off', 'onramp=off', { onramp: false }],
  ])('%s: %s', (_section, setting, expected) => {
    expect(parseFeatureSetting(setting)).toEqual(expected);
  });

  it.each([
    ['no value', 'email', /key=value/],
    ['empty key', '=true', /key=value/],
    ['not a boolean', 'email=maybe', /expects true or false/],
    ['unknown feature', 'colour=red', /Unknown feature 'colour'/],
    ['unknown social', 'socials=google,myspace', /Unknown social provider: myspace/],
  ])('rejects %s', (_case, setting, message) => {
    expect(() => parseFeatureSetting(setting)).toThrow(message);
  });
});
