import { isEmail } from '../validation/email.js';

// §9 "Email login cooldown: 30 s" (to move to constants.ts).
const emailCodeCooldownMs = 30_000;

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
 * 3. the last code was sent at least 30 s ago (§9 email cooldown); `retryAfterSeconds` is the rest,
 *    rounded up, for 'Please try again after N seconds'. A last-sent time in the future (the clock
 *    moved back) or not finite does not block: the server enforces its own limit.
 */
export function canTriggerEmailCode(state: EmailCodeTriggerState): EmailCodeTrigger {
  if (state.sending) return { allowed: false, reason: 'sending' };
  if (!isEmail(state.email)) return { allowed: false, reason: 'invalid-email' };
  const elapsedMs = state.nowMs - (state.lastCodeSentAtMs ?? Number.NaN);
  if (elapsedMs >= 0 && elapsedMs < emailCodeCooldownMs) {
    return {
      allowed: false,
      reason: 'cooldown',
      retryAfterSeconds: Math.ceil((emailCodeCooldownMs - elapsedMs) / 1000),
    };
  }
  return { allowed: true };
}
