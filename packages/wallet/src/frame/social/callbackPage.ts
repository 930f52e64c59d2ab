import { SOCIAL_CALLBACK_RECEIVED_TYPE, SOCIAL_CALLBACK_TYPE } from './callbackMessages.js';

/** How long the page waits for the frame to say the answer reached it. */
export const CALLBACK_ANSWER_TIMEOUT_MS = 5_000;
export const SIGNED_IN = 'You are signed in. You can close this window.';
export const LINK_LOST = 'This window lost its link to the app. Close it and start again from the app.';

interface PostTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** The parts of the callback popup's window the page uses. */
export interface CallbackPageWindow {
  location: { origin: string; search: string };
  opener: { frames: { readonly length: number; [index: number]: PostTarget } } | null;
  addEventListener(type: 'message', listener: (event: { origin: string; data: unknown }) => void): void;
  setTimeout(handler: () => void, ms: number): unknown;
}

/**
 * `/social/callback`, where the provider sends the popup back: it posts the provider's answer to every frame of
 * the page that opened it, addressed to its own origin so that only the secure frame's documents receive it (the
 * dApp page never sees the code), and says how it went once the frame answers. It does not close itself.
 */
export function runSocialCallbackPage(win: CallbackPageWindow, show: (text: string) => void): void {
  const query = new URLSearchParams(win.location.search);
  const fields = Object.fromEntries(
    ['state', 'code', 'iss', 'error'].flatMap((name) => {
      const value = query.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
  const opener = win.opener;
  if (!opener || fields.state === undefined) {
    show(LINK_LOST);
    return;
  }
  let answered = false;
  win.addEventListener('message', (event) => {
    const { type } = (event.data ?? {}) as { type?: unknown };
    if (event.origin !== win.location.origin || type !== SOCIAL_CALLBACK_RECEIVED_TYPE || answered) return;
    answered = true;
    show(SIGNED_IN);
  });
  win.setTimeout(() => {
    if (!answered) show(LINK_LOST);
  }, CALLBACK_ANSWER_TIMEOUT_MS);
  const message = { type: SOCIAL_CALLBACK_TYPE, ...fields };
  for (let index = 0; index < opener.frames.length; index += 1) {
    opener.frames[index]?.postMessage(message, win.location.origin);
  }
}
