import { isOriginAllowed } from '@portico/core';
import { HANDSHAKE_TYPE, parseAppMessage, READY_TYPE } from '../../protocol/index.js';
import type { FrameLog } from '../app/frameLog.js';
import type { PortLike } from '../app/framePort.js';

/** The parts of the frame's window the handshake uses. */
export interface FrameWindow {
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  location: { ancestorOrigins?: { readonly length: number; [index: number]: string } };
  document: { referrer: string };
  addEventListener(
    type: 'message',
    listener: (event: { origin: string; data: unknown; source: unknown; ports: readonly PortLike[] }) => void,
  ): void;
}

/** The origin of the page that framed us: `ancestorOrigins[0]`, else the referrer's origin. */
export function parentOrigin(win: FrameWindow): string | undefined {
  const ancestor = win.location.ancestorOrigins?.[0];
  if (ancestor) return ancestor;
  return win.document.referrer ? new URL(win.document.referrer).origin : undefined;
}

/**
 * Posts READY to the parent only when its origin is allowed, and hands `onPort` the MessagePort of each
 * HANDSHAKE that comes from the parent window on an allowed origin. Every other window message is ignored.
 */
export function connectToParent(
  win: FrameWindow,
  allowedOrigins: readonly string[],
  onPort: (port: PortLike) => void,
  log: FrameLog,
): void {
  let ignored = 0;
  win.addEventListener('message', (event) => {
    const message = isOriginAllowed(event.origin, allowedOrigins) ? parseAppMessage(event.data) : undefined;
    const port = event.ports[0];
    if (message?.type !== HANDSHAKE_TYPE || event.source !== win.parent || !port) {
      ignored += 1;
      log('ignored a window message', { origin: event.origin, ignored });
      return;
    }
    onPort(port);
  });
  const origin = parentOrigin(win);
  if (origin === undefined || !isOriginAllowed(origin, allowedOrigins)) {
    log('not ready: the parent origin is not allowed', { origin });
    return;
  }
  win.parent.postMessage({ type: READY_TYPE }, origin);
}
