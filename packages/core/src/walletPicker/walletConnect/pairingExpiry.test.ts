import { describe, expect, it } from 'vitest';
import { isPairingExpired, pairingExpiry } from './pairingExpiry.js';

const now = 1_700_000_000_000;

describe('isPairingExpired [§5 pairing-expiry]', () => {
  it.each([
    ['§9 fresh pairing, 4 min left', pairingExpiry(now), now, false],
    ['§5 exactly 10 s left is still valid', now + 10_000, now, false],
    ['§5 just under 10 s left', now + 9_999, now, true],
    ['§5 already past', now - 1, now, true],
    ['§5 expiring now', now, now, true],
    ['§5 far future', now + 365 * 86_400_000, now, false],
    ['§5 bad expiry: NaN', Number.NaN, now, true],
    ['§5 bad expiry: Infinity - Infinity', Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, true],
    ['§5 bad now: NaN', now + 60_000, Number.NaN, true],
    ['§5 bad expiry: minus infinity', Number.NEGATIVE_INFINITY, now, true],
  ])('%s', (_section, expiryMs, nowMs, expired) => {
    expect(isPairingExpired(expiryMs, nowMs)).toBe(expired);
  });

  it('§9 a pairing lives 4 min', () => {
    expect(pairingExpiry(now) - now).toBe(240_000);
    expect(isPairingExpired(pairingExpiry(now), now + 230_000)).toBe(false);
    expect(isPairingExpired(pairingExpiry(now), now + 230_001)).toBe(true);
  });
});
