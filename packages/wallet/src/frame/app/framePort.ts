import { ProviderRpcError } from '@portico/core';
import {
  APP_PREFIX,
  type AppEventName,
  type AppRequest,
  errorType,
  FRAME_KEY_TYPE,
  FRAME_SIZE_TYPE,
  parseAppMessage,
  SESSION_UPDATE_TYPE,
  successType,
} from '../../protocol/index.js';
import { REQUEST_ABORTED } from './frameErrors.js';
import type { FrameHandlers } from './frameHandlers.js';
import type { FrameLog } from './frameLog.js';

/** A MessagePort, or anything that talks like one (Node's MessageChannel in tests). */
export interface PortLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  start?(): void;
}

export interface FramePort {
  /** Pushes SESSION_UPDATE to the page. */
  sessionUpdated(token: string): void;
  /** Pushes FRAME_SIZE to the page: the height of what the frame's document shows. */
  sizeChanged(height: number): void;
  /** Pushes FRAME_KEY to the page: a key that belongs to the modal around the frame. */
  keyPressed(key: 'Escape' | 'Tab', shiftKey: boolean): void;
}

/** An `_ERROR` payload: the message, and the EIP-1193 / EIP-5792 code of a provider error (§8). */
function errorPayload(error: unknown): { message: string; code?: number } {
  const message = error instanceof Error && error.message !== '' ? error.message : 'An error occurred';
  return error instanceof ProviderRpcError ? { message, code: error.code } : { message };
}

/**
 * The requests that may wait on the visitor (an approval, a recovery password, a social login's popup): RPC_ABORT
 * ends them.
 */
const abortable: ReadonlySet<AppEventName> = new Set([
  'RPC_REQUEST',
  'RECOVERY_PASSWORD',
  'CONNECT_SOCIAL',
  'CONNECT_FARCASTER',
]);

/**
 * Serves the page's requests on the handshake's port: every message is checked, dispatched and answered
 * `_SUCCESS` or `_ERROR` with its id. RPC_ABORT fails every pending RPC_REQUEST, RECOVERY_PASSWORD, CONNECT_FARCASTER and
 * CONNECT_SOCIAL with 'Request was aborted', and aborts their signal (the frame's approval or password form closes).
 */
export function serveFramePort(port: PortLike, handlers: FrameHandlers, log: FrameLog): FramePort {
  const pending = new Set<AbortController>();

  const answer = async (request: AppRequest): Promise<unknown> => {
    const name = request.type.slice(APP_PREFIX.length) as AppEventName;
    if (name === 'RPC_ABORT') {
      for (const controller of pending) controller.abort(new Error(REQUEST_ABORTED));
      pending.clear();
      return {};
    }
    const handler = handlers[name] as (payload: unknown, signal: AbortSignal) => unknown;
    if (!abortable.has(name)) return handler(request.payload, new AbortController().signal);
    const controller = new AbortController();
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
    });
    pending.add(controller);
    try {
      return await Promise.race([Promise.resolve(handler(request.payload, controller.signal)), aborted]);
    } finally {
      pending.delete(controller);
    }
  };

  port.addEventListener('message', (event) => {
    const message = parseAppMessage(event.data);
    if (!message || !('id' in message)) {
      log('ignored a malformed message on the port');
      return;
    }
    const name = message.type.slice(APP_PREFIX.length) as AppEventName;
    answer(message).then(
      (payload) =>
        port.postMessage({
          id: message.id,
          type: successType(name),
          payload: payload === undefined ? {} : payload,
        }),
      (error: unknown) => {
        log(`${name} failed`, error);
        port.postMessage({ id: message.id, type: errorType(name), payload: errorPayload(error) });
      },
    );
  });
  port.start?.();

  return {
    sessionUpdated: (token) => port.postMessage({ type: SESSION_UPDATE_TYPE, payload: { token } }),
    sizeChanged: (height) => port.postMessage({ type: FRAME_SIZE_TYPE, payload: { height } }),
    keyPressed: (key, shiftKey) => port.postMessage({ type: FRAME_KEY_TYPE, payload: { key, shiftKey } }),
  };
}
