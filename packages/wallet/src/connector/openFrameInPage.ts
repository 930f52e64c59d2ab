import { type Logger, PorticoError } from '@portico/core';
import { HANDSHAKE_TYPE, READY_TYPE } from '../protocol/index.js';
import { frameDisplay } from './frameDisplay.js';
import type { FramePort } from './framePort.js';
import { frameUrl } from './frameUrl.js';
import type { FrameQuery } from './options.js';

/** §9 frame ready delay: the frame settles for 500 ms after its READY before it takes the handshake. */
export const frameReadyDelayMs = 500;
/** §9 frame load time-out. */
export const frameLoadTimeoutMs = 20_000;

const isReady = (data: unknown) =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === READY_TYPE;

/**
 * Loads the secure frame in a hidden iframe and runs the §4 handshake: READY is taken only from the frame's
 * origin and its iframe's window, then, 500 ms later, a MessagePort goes to that origin with HANDSHAKE. The
 * port is the only way to the frame afterwards; closing it removes the iframe.
 */
export function openFrameInPage(
  query: FrameQuery,
  page: { window: Window; logger: Pick<Logger, 'debug'> },
): Promise<FramePort> {
  const { window, logger } = page;
  const url = frameUrl(query);
  const frameOrigin = url.origin;
  const iframe = window.document.createElement('iframe');
  iframe.src = url.href;
  iframe.title = 'Portico secure wallet';
  // Shown inside the modal only while the frame's own document asks the visitor something (frameDisplay).
  iframe.setAttribute('aria-hidden', 'true');
  iframe.tabIndex = -1;
  iframe.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';

  return new Promise<FramePort>((resolve, reject) => {
    const stop = () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(loadTimer);
      clearTimeout(readyTimer);
    };
    const fail = (error: PorticoError) => {
      stop();
      iframe.remove();
      reject(error);
    };
    const handshake = () => {
      stop();
      const frameWindow = iframe.contentWindow;
      if (!frameWindow) return fail(new PorticoError('FRAME_IFRAME_NOT_SET'));
      const channel = new MessageChannel();
      frameWindow.postMessage({ type: HANDSHAKE_TYPE }, frameOrigin, [channel.port2]);
      const port = channel.port1;
      resolve({
        postMessage: (message) => port.postMessage(message),
        addEventListener: (type, listener) => port.addEventListener(type, listener),
        removeEventListener: (type, listener) => port.removeEventListener(type, listener),
        start: () => port.start(),
        close: () => {
          port.close();
          iframe.remove();
        },
        display: frameDisplay(iframe, window),
      });
    };
    let readyTimer: ReturnType<typeof setTimeout> | undefined;
    const onMessage = (event: MessageEvent) => {
      const frameWindow = iframe.contentWindow;
      if (
        !frameWindow ||
        event.origin !== frameOrigin ||
        event.source !== frameWindow ||
        !isReady(event.data)
      ) {
        logger.debug('Ignored a message that is not the secure frame’s READY', event.origin);
        return;
      }
      window.removeEventListener('message', onMessage);
      readyTimer ??= setTimeout(handshake, frameReadyDelayMs);
    };
    const loadTimer = setTimeout(
      () => fail(new PorticoError('FRAME_LOAD_FAILED', { reason: 'iframe_load_failed' })),
      frameLoadTimeoutMs,
    );
    window.addEventListener('message', onMessage);
    window.document.body.appendChild(iframe);
  });
}
