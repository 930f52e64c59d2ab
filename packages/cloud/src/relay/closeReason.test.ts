import { describe, expect, it } from 'vitest';
import { closeReason, maxCloseReasonBytes } from './closeReason.js';

describe('closeReason', () => {
  it('keeps a reason that fits a close frame', () => {
    expect(closeReason('JWT not yet valid')).toBe('JWT not yet valid');
  });

  it('cuts a longer one to 123 bytes without splitting a character', () => {
    const ascii = closeReason(`Invalid JWT: ${'x'.repeat(200)}`);
    expect(ascii).toBe(`Invalid JWT: ${'x'.repeat(maxCloseReasonBytes - 13)}`);
    const multibyte = closeReason('é'.repeat(100));
    expect(multibyte).toBe('é'.repeat(61));
    expect(Buffer.byteLength(multibyte)).toBeLessThanOrEqual(maxCloseReasonBytes);
  });
});
