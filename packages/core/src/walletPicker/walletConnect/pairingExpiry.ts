import { constants } from '../../shared/constants.js';

const { lifetimeMs: pairingLifetimeMs, expiryThresholdMs: pairingExpiryThresholdMs } = constants.pairing;

/** When a pairing created at `createdMs` expires. */
export function pairingExpiry(createdMs: number): number {
  return createdMs + pairingLifetimeMs;
}

/**
 * §5: a pairing is expired when under 10 s remain, so a wallet is never handed a URI that dies
 * while the user scans it. An expiry that is not a finite number counts as expired.
 */
export function isPairingExpired(expiryMs: number, nowMs: number): boolean {
  return !(expiryMs - nowMs >= pairingExpiryThresholdMs);
}
