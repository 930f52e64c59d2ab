import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schedulePairingRefresh } from './pairingRefresh.js';

describe('schedulePairingRefresh', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('[§5 pairing-expiry] refreshes when under 10 s of the 4 min lifetime remain, not before', () => {
    const refresh = vi.fn();
    schedulePairingRefresh({ shownMs: Date.now(), attemptMs: Date.now(), refresh });
    vi.advanceTimersByTime(230_000);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(600_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a URI shown already expired is refreshed at once, unless the last attempt is under 1 s old', () => {
    const refresh = vi.fn();
    const shown = Date.now() - 240_000;
    schedulePairingRefresh({ shownMs: shown, attemptMs: Date.now() - 400, refresh });
    vi.advanceTimersByTime(999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when told', () => {
    const refresh = vi.fn();
    const stop = schedulePairingRefresh({ shownMs: Date.now(), attemptMs: Date.now(), refresh });
    stop();
    vi.advanceTimersByTime(300_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
