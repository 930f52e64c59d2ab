import { describe, expect, it } from 'vitest';
import { untilAborted } from './untilAborted.js';

describe('untilAborted', () => {
  it('settles as the promise does while the signal is not aborted', async () => {
    const signal = new AbortController().signal;
    await expect(untilAborted(Promise.resolve('approved'), signal)).resolves.toBe('approved');
    await expect(untilAborted(Promise.reject(new Error('refused')), signal)).rejects.toThrow('refused');
  });

  it('rejects with the reason at once when aborted, before or while waiting', async () => {
    const before = new AbortController();
    before.abort(new Error('Modal closed'));
    await expect(untilAborted(new Promise(() => {}), before.signal)).rejects.toThrow('Modal closed');
    const during = new AbortController();
    const waiting = untilAborted(new Promise(() => {}), during.signal);
    during.abort(new Error('Modal closed'));
    await expect(waiting).rejects.toThrow('Modal closed');
  });
});
