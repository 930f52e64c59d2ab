import {
  APP_PREFIX,
  type AppEventName,
  type AppRequest,
  errorType,
  parseAppMessage,
  SESSION_UPDATE_TYPE,
  successType,
} from '../../protocol/index.js';
import { REQUEST_ABORTED } from './frameErrors.js';
import type { FrameHandlers } from './frameHandlers.js';

/** A MessagePort, or anything that talks like one (Node's MessageChannel in tests). */
export interface PortLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  start?(): void;
}

export interface FramePort {
  /** Pushes SESSION_UPDATE to the page. */
  sessionUpdated(token: string): void;
}

/** Debug counters (enableLogger). */
export type FrameLog = (event: string, detail?: unknown) => void;

function messageOf(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : 'An error occurred';
}

/**
 * Serves the page's requests on the handshake's port: every message is checked, dispatched and answered
 * `_SUCCESS` or `_ERROR` with its id. RPC_ABORT fails every pending RPC_REQUEST with 'Request was aborted'.
 */
export function serveFramePort(port: PortLike, handlers: FrameHandlers, log: FrameLog): FramePort {
  const pendingRpcs = new Set<(error: Error) => void>();

  const answer = async (request: AppRequest): Promise<unknown> => {
    const name = request.type.slice(APP_PREFIX.length) as AppEventName;
    if (name === 'RPC_ABORT') {
      for (const abort of pendingRpcs) abort(new Error(REQUEST_ABORTED));
      pendingRpcs.clear();
      return {};
    }
    const handler = handlers[name] as (payload: unknown) => unknown;
    if (name !== 'RPC_REQUEST') return handler(request.payload);
    let abort: (error: Error) => void = () => {};
    const aborted = new Promise<never>((_, reject) => {
      abort = reject;
    });
    pendingRpcs.add(abort);
    try {
      return await Promise.race([Promise.resolve(handler(request.payload)), aborted]);
    } finally {
      pendingRpcs.delete(abort);
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
        port.postMessage({ id: message.id, type: errorType(name), payload: { message: messageOf(error) } });
      },
    );
  });
  port.start?.();

  return {
    sessionUpdated: (token) => port.postMessage({ type: SESSION_UPDATE_TYPE, payload: { token } }),
  };
}
