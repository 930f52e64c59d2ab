import { type CallbackWindow, listenForSocialCallback } from '../social/callbackListener.js';
import type { FrameDevice } from './frameDevice.js';

/** The secure frame's origin in the tests: the callback page is served there too. */
export const FRAME_ORIGIN = 'https://frame.cloud.test';

type Listener = Parameters<CallbackWindow['addEventListener']>[1];

/** The frame's window as the callback page's messages reach it: who posted (origin), what, and what it answered. */
export interface FakeCallbackWindow {
  /** What the frame logged about the messages it ignored. */
  logs: string[];
  /** Posts `data` to the frame's window from `origin`; resolves with the answers posted back to the sender. */
  post(origin: string, data: unknown): { message: unknown; targetOrigin: string }[];
}

export function callbackWindow(device: FrameDevice): FakeCallbackWindow {
  const listeners: Listener[] = [];
  const logs: string[] = [];
  listenForSocialCallback(
    { location: { origin: FRAME_ORIGIN }, addEventListener: (_type, listener) => listeners.push(listener) },
    device.frame.social,
    (event) => logs.push(event),
  );
  return {
    logs,
    post(origin, data) {
      const answers: { message: unknown; targetOrigin: string }[] = [];
      const source = {
        postMessage: (message: unknown, { targetOrigin }: { targetOrigin: string }) =>
          answers.push({ message, targetOrigin }),
      };
      for (const listener of listeners) listener({ origin, data, source });
      return answers;
    },
  };
}
