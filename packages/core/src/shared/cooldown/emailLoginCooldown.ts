import { constants } from '../constants.js';
import { PorticoError } from '../errors/PorticoError.js';

const cooldownMs = constants.auth.emailLoginCooldownMs;

/**
 * §5 seconds until a new email login may start after the last one (its time as stored, ms since epoch):
 * rounded up, 0 when free. A last time in the future (a clock change) counts as just now.
 */
export function emailLoginCooldownSeconds(lastLoginTime: number | undefined, now = Date.now()): number {
  if (lastLoginTime === undefined) return 0;
  const remainingMs = Math.min(cooldownMs, lastLoginTime + cooldownMs - now);
  return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
}

/** §5 throws 'Please try again after N seconds' while the email login cooldown runs. */
export function assertEmailLoginAllowed(lastLoginTime: number | undefined, now = Date.now()): void {
  const seconds = emailLoginCooldownSeconds(lastLoginTime, now);
  if (seconds > 0) throw new PorticoError('EMAIL_COOLDOWN', { seconds });
}
