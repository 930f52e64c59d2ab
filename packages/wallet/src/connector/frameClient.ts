import { type Logger, PorticoError } from '@portico/core';
import { frameError } from './frameError.js';
import type { FramePort } from './framePort.js';
import type { FramePayload, FrameReply, FrameRequestName } from './frameRequests.js';
import { requestTimeoutMs } from './requestTimeouts.js';

const appPrefix = '@w3m-app/';
const framePrefix = '@w3m-frame/';

/** The page's side of the protocol: requests to the secure frame over the handshake's port. */
export interface FrameClient {
  /**
   * Sends `@w3m-app/<name>` and resolves with the payload of its `_SUCCESS`. Rejects with the frame's
   * `_ERROR` (§8), a §9 time-out, or, when `signal` aborts, 'Request was aborted' for an RPC request (after
   * telling the frame with RPC_ABORT) and 'Something went wrong' for any other.
   */
  request<N extends FrameRequestName>(
    name: N,
    payload: FramePayload<N>,
    signal?: AbortSignal,
  ): Promise<FrameReply<N>>;
  /** Rejects every pending request with 'Something went wrong' and closes the port. */
  close(): void;
}

export interface FrameClientOptions {
  /** `@w3m-frame/SESSION_UPDATE`: the frame refreshed its session (`token`), or lost it (none). */
  onSessionUpdate(token: string | undefined): void;
  logger: Pick<Logger, 'debug' | 'warn'>;
  newId?: () => string;
}

interface Pending {
  name: FrameRequestName;
  resolve(reply: unknown): void;
  reject(error: unknown): void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function createFrameClient(port: FramePort, options: FrameClientOptions): FrameClient {
  const { logger, newId = () => crypto.randomUUID() } = options;
  const pending = new Map<string, Pending>();

  const onMessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (!isRecord(data) || typeof data.type !== 'string' || !data.type.startsWith(framePrefix)) {
      logger.debug("Ignored a message that is not the frame's", data);
      return;
    }
    const type = data.type.slice(framePrefix.length);
    if (type === 'SESSION_UPDATE') {
      const token = isRecord(data.payload) ? data.payload.token : undefined;
      options.onSessionUpdate(typeof token === 'string' && token !== '' ? token : undefined);
      return;
    }
    const waiting = typeof data.id === 'string' ? pending.get(data.id) : undefined;
    if (!waiting) {
      logger.debug('Ignored a frame message that answers no pending request', data);
      return;
    }
    if (type === `${waiting.name}_SUCCESS`) {
      waiting.resolve(data.payload ?? {});
    } else if (type === `${waiting.name}_ERROR`) {
      waiting.reject(frameError(isRecord(data.payload) ? data.payload.message : undefined));
    } else {
      logger.debug(`Ignored a frame message that does not answer ${waiting.name}`, data);
    }
  };
  port.addEventListener('message', onMessage);
  port.start();

  const send = (id: string, name: FrameRequestName, payload: unknown) =>
    port.postMessage({ id, type: `${appPrefix}${name}`, payload });

  const request: FrameClient['request'] = (name, payload, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(new PorticoError(name === 'RPC_REQUEST' ? 'FRAME_RPC_ABORTED' : 'FRAME_ABORTED'));
        return;
      }
      const id = newId();
      const timeoutMs = requestTimeoutMs(name);
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
        if (name !== 'RPC_REQUEST') return settle(() => reject(new PorticoError('FRAME_ABORTED')));
        request('RPC_ABORT', {}).catch((error: unknown) =>
          logger.warn('The frame did not take RPC_ABORT', error),
        );
        settle(() => reject(new PorticoError('FRAME_RPC_ABORTED')));
      };
      const settle = (done: () => void) => {
        if (!pending.delete(id)) return;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        done();
      };
      pending.set(id, {
        name,
        resolve: (reply) => settle(() => resolve(reply as FrameReply<typeof name>)),
        reject: (error) => settle(() => reject(error)),
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      send(id, name, payload);
    });

  return {
    request,
    close() {
      port.removeEventListener('message', onMessage);
      for (const waiting of [...pending.values()]) waiting.reject(new PorticoError('FRAME_ABORTED'));
      port.close();
    },
  };
}
