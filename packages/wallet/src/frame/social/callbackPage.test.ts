import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCIAL_CALLBACK_RECEIVED_TYPE, SOCIAL_CALLBACK_TYPE } from './callbackMessages.js';
import {
  CALLBACK_ANSWER_TIMEOUT_MS,
  type CallbackPageWindow,
  LINK_LOST,
  runSocialCallbackPage,
  SIGNED_IN,
} from './callbackPage.js';

const origin = 'https://frame.cloud.test';
type Listener = Parameters<CallbackPageWindow['addEventListener']>[1];

/** The popup's window at `/social/callback?<search>`, opened by a page with `frameCount` frames. */
function popup(search: string, frameCount: number | null) {
  const posted: { frame: number; message: unknown; targetOrigin: string }[] = [];
  const listeners: Listener[] = [];
  const frames = Array.from({ length: frameCount ?? 0 }, (_, frame) => ({
    postMessage: (message: unknown, targetOrigin: string) => posted.push({ frame, message, targetOrigin }),
  }));
  const shown: string[] = [];
  const win: CallbackPageWindow = {
    location: { origin, search },
    opener: frameCount === null ? null : { frames },
    addEventListener: (_type, listener) => listeners.push(listener),
    setTimeout: (handler, ms) => setTimeout(handler, ms),
  };
  runSocialCallbackPage(win, (text) => shown.push(text));
  const answer = (from: string, data: unknown) => {
    for (const listener of listeners) listener({ origin: from, data });
  };
  return { posted, shown, answer };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the social callback page', () => {
  it("posts the provider's answer to every frame of its opener, addressed to its own origin only", () => {
    const { posted, shown } = popup('?code=c0de&state=s7&iss=https%3A%2F%2Fidp.test&scope=openid', 2);
    const message = { type: SOCIAL_CALLBACK_TYPE, state: 's7', code: 'c0de', iss: 'https://idp.test' };
    expect(posted).toEqual([
      { frame: 0, message, targetOrigin: origin },
      { frame: 1, message, targetOrigin: origin },
    ]);
    expect(shown).toEqual([]);
  });

  it('passes an error answer on as it is', () => {
    const { posted } = popup('?error=access_denied&state=s7', 1);
    expect(posted[0]?.message).toEqual({ type: SOCIAL_CALLBACK_TYPE, state: 's7', error: 'access_denied' });
  });

  it('says the visitor is signed in once the frame answers from the same origin, not from another', () => {
    const { shown, answer } = popup('?code=c&state=s', 1);
    answer('https://dapp.example', { type: SOCIAL_CALLBACK_RECEIVED_TYPE });
    answer(origin, { type: 'something else' });
    expect(shown).toEqual([]);
    answer(origin, { type: SOCIAL_CALLBACK_RECEIVED_TYPE });
    vi.advanceTimersByTime(CALLBACK_ANSWER_TIMEOUT_MS);
    expect(shown).toEqual([SIGNED_IN]);
  });

  it('says the link is lost after 5 s without an answer', () => {
    const { shown } = popup('?code=c&state=s', 1);
    vi.advanceTimersByTime(CALLBACK_ANSWER_TIMEOUT_MS - 1);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([LINK_LOST]);
  });

  it('says the link is lost at once without an opener, or without a state', () => {
    expect(popup('?code=c&state=s', null).shown).toEqual([LINK_LOST]);
    const noState = popup('?code=c', 1);
    expect(noState.shown).toEqual([LINK_LOST]);
    expect(noState.posted).toEqual([]);
  });
});
