import type { FrameLog } from '../app/frameLog.js';
import type { SocialLogin } from '../login/socialLogin.js';
import {
  parseSocialCallback,
  SOCIAL_CALLBACK_RECEIVED_TYPE,
  SOCIAL_CALLBACK_TYPE,
} from './callbackMessages.js';

/** The parts of the frame's window the callback listener uses. */
export interface CallbackWindow {
  location: { origin: string };
  addEventListener(
    type: 'message',
    listener: (event: {
      origin: string;
      data: unknown;
      source: { postMessage(message: unknown, options: { targetOrigin: string }): void } | null;
    }) => void,
  ): void;
}

const isCallbackMessage = (data: unknown) =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SOCIAL_CALLBACK_TYPE;

/**
 * Hands the social login the callback page's message: only from the frame's own origin (the callback page is
 * served there; the dApp page is not) and only for the state of the login waiting for it. The page is told it
 * arrived, so it can tell the visitor they may close it.
 */
export function listenForSocialCallback(win: CallbackWindow, social: SocialLogin, log: FrameLog): void {
  win.addEventListener('message', (event) => {
    if (!isCallbackMessage(event.data)) return;
    if (event.origin !== win.location.origin) {
      log('ignored a social callback from another origin', event.origin);
      return;
    }
    const callback = parseSocialCallback(event.data);
    if (!callback || !social.receive(callback)) {
      log('ignored a social callback for no waiting login');
      return;
    }
    event.source?.postMessage({ type: SOCIAL_CALLBACK_RECEIVED_TYPE }, { targetOrigin: win.location.origin });
  });
}
