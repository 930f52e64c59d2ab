import { constants } from '../constants.js';

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
