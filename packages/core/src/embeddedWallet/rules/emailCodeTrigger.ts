import { emailLoginCooldownSeconds } from '../../shared/cooldown/emailLoginCooldown.js';
import { isEmail } from '../../shared/validation/email.js';

export interface EmailCodeTriggerState {
  email: unknown;
  /** When the last code was sent, if one was. */
  lastCodeSentAtMs: number | undefined;
  /** A code request is in flight. */
  sending: boolean;
  nowMs: number;
}

export type EmailCodeTrigger =
  | { allowed: true }
  | { allowed: false; reason: 'sending' }
  | { allowed: false; reason: 'invalid-email' }
  | { allowed: false; reason: 'cooldown'; retryAfterSeconds: number };

/**
 * §5 "An email code can be triggered only when an allowed-to-trigger check passes"; the spec does not
 * show the rule, so Portico's is, in this order:
 * 1. no code request is already in flight (a double click sends one code);
 * 2. the address is a valid email (§5 "Email fields must be valid emails");
 * 3. the §5 email login cooldown is over: 30 s since the last code (`emailLoginCooldownSeconds`, so a
 *    last-sent time in the future counts as just now); `retryAfterSeconds` is the rest, rounded up,
 *    for 'Please try again after N seconds'.
 */
export function canTriggerEmailCode(state: EmailCodeTriggerState): EmailCodeTrigger {
  if (state.sending) return { allowed: false, reason: 'sending' };
  if (!isEmail(state.email)) return { allowed: false, reason: 'invalid-email' };
  const retryAfterSeconds = emailLoginCooldownSeconds(state.lastCodeSentAtMs, state.nowMs);
  return retryAfterSeconds > 0
    ? { allowed: false, reason: 'cooldown', retryAfterSeconds }
    : { allowed: true };
}
