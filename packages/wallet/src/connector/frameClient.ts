import { type Logger, PorticoError } from '@portico/core';
import {
  type AppEventName,
  type AppPayloads,
  appEventType,
  errorType,
  FRAME_KEY_TYPE,
  FRAME_SIZE_TYPE,
  parseFrameMessage,
  SESSION_UPDATE_TYPE,
  type SuccessPayloads,
  successType,
} from '../protocol/index.js';
import { frameError } from './frameError.js';
import type { FramePort } from './framePort.js';
import { requestTimeoutMs } from './requestTimeouts.js';

/** The page's side of the protocol: requests to the secure frame over the handshake's port. */
export interface FrameClient {
  /**
   * Sends `@w3m-app/<name>` and resolves with the payload of its `_SUCCESS`. Rejects with the frame's
   * `_ERROR` (§8), a §9 time-out, or, when `signal` aborts, 'Request was aborted' for an RPC request and
   * 'Something went wrong' for any other (an RPC request or a social or Farcaster login after telling the frame
   * with RPC_ABORT).
   */
  request<N extends AppEventName>(
    name: N,
    payload: AppPayloads[N],
    signal?: AbortSignal,
  ): Promise<SuccessPayloads[N]>;
  /** Rejects every pending request as aborted (RPC requests after RPC_ABORT) and closes the port. */
  close(): void;
}

export interface FrameClientOptions {
  /** `@w3m-frame/SESSION_UPDATE`: the frame refreshed its session. */
  onSessionUpdate(token: string): void;
  /** `@w3m-frame/FRAME_SIZE`: the height of what the frame's own document shows. */
  onFrameSize(height: number): void;
  /** `@w3m-frame/FRAME_KEY`: a key the frame hands to the modal (Escape, Tab leaving it). */
  onFrameKey(key: 'Escape' | 'Tab', shiftKey: boolean): void;
  logger: Pick<Logger, 'debug' | 'warn'>;
  newId?: () => string;
}

/** The requests the frame keeps waiting on until RPC_ABORT: aborting them on the page tells the frame. */
const toldOnAbort: ReadonlySet<AppEventName> = new Set([
  'RPC_REQUEST',
  'CONNECT_SOCIAL',
  'CONNECT_FARCASTER',
]);

/** §8: an aborted RPC request is 'Request was aborted', any other aborted request 'Something went wrong'. */
const abortedError = (name: AppEventName) =>
  new PorticoError(name === 'RPC_REQUEST' ? 'FRAME_RPC_ABORTED' : 'FRAME_ABORTED');

interface Pending {
  name: AppEventName;
  resolve(reply: unknown): void;
  reject(error: unknown): void;
}

export function createFrameClient(port: FramePort, options: FrameClientOptions): FrameClient {
  const { logger, newId = () => crypto.randomUUID() } = options;
  const pending = new Map<string, Pending>();

  const onMessage = (event: MessageEvent) => {
    const message = parseFrameMessage(event.data);
    if (!message || !('type' in message)) {
      logger.debug('Ignored a malformed message on the frame port', event.data);
      return;
    }
    if (message.type === SESSION_UPDATE_TYPE) return options.onSessionUpdate(message.payload.token);
    if (message.type === FRAME_SIZE_TYPE) return options.onFrameSize(message.payload.height);
    if (message.type === FRAME_KEY_TYPE)
      return options.onFrameKey(message.payload.key, message.payload.shiftKey);
    const waiting = 'id' in message ? pending.get(message.id) : undefined;
    if (!waiting || !('id' in message)) {
      logger.debug('Ignored a frame message that answers no pending request', message.type);
      return;
    }
    if (message.type === successType(waiting.name)) {
      waiting.resolve(message.payload);
    } else if (message.type === errorType(waiting.name)) {
      const { message: text, code } = (message.payload ?? {}) as { message?: string; code?: number };
      waiting.reject(frameError(text, code));
    } else {
      logger.debug(`Ignored a frame message that does not answer ${waiting.name}`, message.type);
    }
  };
  port.addEventListener('message', onMessage);
  port.start();

  const send = (id: string, name: AppEventName, payload: unknown) =>
    port.postMessage({ id, type: appEventType(name), payload });

  const request: FrameClient['request'] = (name, payload, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortedError(name));
        return;
      }
      const id = newId();
      const timeoutMs = requestTimeoutMs(name, payload);
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(
              () =>
                settle(() =>
                  reject(new PorticoError('FRAME_REQUEST_TIMEOUT', { reason: 'iframe_request_timeout' })),
                ),
              timeoutMs,
            );
      const onAbort = () => {
        if (toldOnAbort.has(name))
          request('RPC_ABORT', {}).catch((error: unknown) =>
            logger.warn('The frame did not take RPC_ABORT', error),
          );
        settle(() => reject(abortedError(name)));
      };
      const settle = (done: () => void) => {
        if (!pending.delete(id)) return;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        done();
      };
      pending.set(id, {
        name,
        resolve: (reply) => settle(() => resolve(reply as SuccessPayloads[typeof name])),
        reject: (error) => settle(() => reject(error)),
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      send(id, name, payload);
    });

  return {
    request,
    close() {
      port.removeEventListener('message', onMessage);
      const waiting = [...pending.values()];
      // Its answer cannot come back any more: the frame is only told to stop signing or waiting for a login.
      if (waiting.some(({ name }) => toldOnAbort.has(name))) send(newId(), 'RPC_ABORT', {});
      for (const { name, reject } of waiting) reject(abortedError(name));
      port.close();
    },
  };
}
