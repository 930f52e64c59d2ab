import { describe, expect, it } from 'vitest';
import { canTriggerEmailCode, type EmailCodeTriggerState } from './emailCodeTrigger.js';

const now = 1_700_000_000_000;
const ready: EmailCodeTriggerState = {
  email: 'ada@example.com',
  lastCodeSentAtMs: undefined,
  sending: false,
  nowMs: now,
};

describe('canTriggerEmailCode [§5 email-code-trigger]', () => {
  it.each([
    ['§5 first code', ready, { allowed: true }],
    ['§9 30 s after the last code', { ...ready, lastCodeSentAtMs: now - 30_000 }, { allowed: true }],
    ['§9 long after', { ...ready, lastCodeSentAtMs: now - 3_600_000 }, { allowed: true }],
    [
      '§9 just sent',
      { ...ready, lastCodeSentAtMs: now },
      { allowed: false, reason: 'cooldown', retryAfterSeconds: 30 },
    ],
    [
      '§9 1 ms later rounds up',
      { ...ready, lastCodeSentAtMs: now - 1 },
      { allowed: false, reason: 'cooldown', retryAfterSeconds: 30 },
    ],
    [
      '§5 N is the remaining seconds, rounded up',
      { ...ready, lastCodeSentAtMs: now - 12_500 },
      { allowed: false, reason: 'cooldown', retryAfterSeconds: 18 },
    ],
    [
      '§9 29.001 s later',
      { ...ready, lastCodeSentAtMs: now - 29_001 },
      { allowed: false, reason: 'cooldown', retryAfterSeconds: 1 },
    ],
    [
      '§9 29.999 s later',
      { ...ready, lastCodeSentAtMs: now - 29_999 },
      { allowed: false, reason: 'cooldown', retryAfterSeconds: 1 },
    ],
    [
      '§5 clock moved back counts as just sent',
      { ...ready, lastCodeSentAtMs: now + 60_000 },
      { allowed: false, reason: 'cooldown', retryAfterSeconds: 30 },
    ],
    ['§5 last-sent not finite', { ...ready, lastCodeSentAtMs: Number.NaN }, { allowed: true }],
    ['§5 already sending', { ...ready, sending: true }, { allowed: false, reason: 'sending' }],
    [
      '§5 sending beats a bad email',
      { ...ready, sending: true, email: '' },
      { allowed: false, reason: 'sending' },
    ],
    [
      '§5 bad email beats the cooldown',
      { ...ready, email: 'ada', lastCodeSentAtMs: now },
      { allowed: false, reason: 'invalid-email' },
    ],
    ['§5 empty email', { ...ready, email: '' }, { allowed: false, reason: 'invalid-email' }],
    ['§5 missing email', { ...ready, email: undefined }, { allowed: false, reason: 'invalid-email' }],
    ['§5 email not a string', { ...ready, email: 42 }, { allowed: false, reason: 'invalid-email' }],
    [
      '§5 look-alike email (Cyrillic а)',
      { ...ready, email: 'аda@example.com' },
      { allowed: false, reason: 'invalid-email' },
    ],
    [
      '§5 huge email',
      { ...ready, email: `${'a'.repeat(100_000)}@example.com` },
      { allowed: false, reason: 'invalid-email' },
    ],
  ])('%s', (_section, state, expected) => {
    expect(canTriggerEmailCode(state)).toEqual(expected);
  });
});
