import { constants } from '../../shared/constants.js';

/**
 * §5: a new pairing attempt is allowed once `retryMs` (1 s by default) has passed since the last
 * one. No previous attempt (or one that is not a finite time) allows a retry; a clock that moved
 * backwards does not until it has caught up.
 */
export function canRetryPairing(
  lastAttemptMs: number | undefined,
  nowMs: number,
  retryMs: number = constants.pairing.retryMs,
): boolean {
  if (lastAttemptMs === undefined || !Number.isFinite(lastAttemptMs)) return true;
  return nowMs - lastAttemptMs >= retryMs;
}
