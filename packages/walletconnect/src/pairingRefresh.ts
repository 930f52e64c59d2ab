import { constants } from '@portico/core';
import { canRetryPairing, isPairingExpired, pairingExpiry } from '@portico/core/adapters';

/**
 * Calls `refresh` once the pairing URI shown at `shownMs` is expired by §5's rule (under 10 s of its 4 min
 * left), and not sooner than the retry delay after the attempt that made it. Returns how to stop waiting.
 */
export function schedulePairingRefresh(params: {
  shownMs: number;
  attemptMs: number;
  refresh: () => void;
  now?: () => number;
}): () => void {
  const { shownMs, attemptMs, refresh, now = Date.now } = params;
  const expiry = pairingExpiry(shownMs);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const time = now();
    if (!isPairingExpired(expiry, time)) {
      // +1: at exactly the threshold the pairing still counts as valid.
      timer = setTimeout(check, expiry - constants.pairing.expiryThresholdMs - time + 1);
      return;
    }
    if (!canRetryPairing(attemptMs, time)) {
      timer = setTimeout(check, constants.pairing.retryMs);
      return;
    }
    timer = undefined;
    refresh();
  };
  check();
  return () => clearTimeout(timer);
}
