import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PorticoError } from '../errors/PorticoError.js';
import { assertEmailLoginAllowed, emailLoginCooldownSeconds } from './emailLoginCooldown.js';
import { createRetryBlock } from './retryBlock.js';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('email login cooldown [§5 email-cooldown]', () => {
  it.each([
    ['§5 right after the last attempt', 0, 30],
    ['§5 29.1 s remaining rounds up to 30', 900, 30],
    ['§5 10.5 s remaining rounds up to 11', 19_500, 11],
    ['§5 exactly 10 s remaining', 20_000, 10],
    ['§5 0.2 s remaining rounds up to 1', 29_800, 1],
    ['§5 free at 30 s', 30_000, 0],
    ['§5 free after 30 s', 95_000, 0],
  ])('%s: %i ms after the last attempt → %i s', (_row, elapsedMs, seconds) => {
    const last = Date.now();
    vi.advanceTimersByTime(elapsedMs);
    expect(emailLoginCooldownSeconds(last)).toBe(seconds);
    if (seconds === 0) expect(() => assertEmailLoginAllowed(last)).not.toThrow();
    else expect(() => assertEmailLoginAllowed(last)).toThrow(`Please try again after ${seconds} seconds`);
  });

  it('§5 blocks with a PorticoError carrying the seconds', () => {
    const last = Date.now();
    vi.advanceTimersByTime(5_000);
    try {
      assertEmailLoginAllowed(last);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(PorticoError);
      expect(error).toMatchObject({ code: 'EMAIL_COOLDOWN', params: { seconds: 25 } });
    }
  });

  it.each([
    ['§5 no earlier attempt', undefined, 0],
    ['§5 a last attempt in the future counts as just now', 1_060_000, 30],
  ])('%s', (_row, last, seconds) => {
    expect(emailLoginCooldownSeconds(last)).toBe(seconds);
  });
});

describe('createRetryBlock', () => {
  it('§4 after a token balance failure, retries are blocked for 30 seconds', () => {
    const block = createRetryBlock();
    expect(block.isBlocked()).toBe(false);
    block.block();
    vi.advanceTimersByTime(29_999);
    expect(block.isBlocked()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(block.isBlocked()).toBe(false);
  });

  it('§4 a new failure restarts the block; reset lifts it', () => {
    const block = createRetryBlock(1_000);
    block.block();
    vi.advanceTimersByTime(900);
    block.block();
    vi.advanceTimersByTime(900);
    expect(block.isBlocked()).toBe(true);
    block.reset();
    expect(block.isBlocked()).toBe(false);
  });

  it('§4 uses an injected clock', () => {
    let time = 0;
    const block = createRetryBlock(10, () => time);
    block.block();
    time = 10;
    expect(block.isBlocked()).toBe(false);
  });
});
