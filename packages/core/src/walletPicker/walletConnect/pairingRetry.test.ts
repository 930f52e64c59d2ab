import { describe, expect, it } from 'vitest';
import { canRetryPairing } from './pairingRetry.js';

const now = 1_700_000_000_000;

describe('canRetryPairing [§5 pairing-expiry]', () => {
  it.each([
    ['§5 no previous attempt', undefined, now, undefined, true],
    ['§5 1 s later: default allows', now - 1_000, now, undefined, true],
    ['§5 999 ms later: default blocks', now - 999, now, undefined, false],
    ['§5 same instant', now, now, undefined, false],
    ['§5 custom delay allows', now - 5_000, now, 5_000, true],
    ['§5 custom delay blocks', now - 4_999, now, 5_000, false],
    ['§5 zero delay allows at once', now, now, 0, true],
    ['§5 clock moved backwards', now + 60_000, now, undefined, false],
    ['§5 bad last attempt: NaN', Number.NaN, now, undefined, true],
    ['§5 bad last attempt: Infinity', Number.POSITIVE_INFINITY, now, undefined, true],
    ['§5 bad now: NaN', now - 5_000, Number.NaN, undefined, false],
  ])('%s', (_section, lastAttemptMs, nowMs, retryMs, allowed) => {
    expect(canRetryPairing(lastAttemptMs, nowMs, retryMs)).toBe(allowed);
  });
});
