import type { AppPayloads } from './appPayloads.js';
import type {
  AppEventName,
  AppEventType,
  ErrorType,
  FRAME_KEY_TYPE,
  FRAME_SIZE_TYPE,
  HANDSHAKE_TYPE,
  READY_TYPE,
  SESSION_UPDATE_TYPE,
  SuccessType,
} from './eventNames.js';
import type {
  ErrorPayload,
  FrameKeyPayload,
  FrameSizePayload,
  SessionUpdatePayload,
  SuccessPayloads,
} from './framePayloads.js';

/** A request of the page: `id` is random (`crypto.randomUUID()`) and comes back on the reply. */
export type AppRequest<N extends AppEventName = AppEventName> = {
  [K in N]: { id: string; type: AppEventType<K>; payload: AppPayloads[K] };
}[N];

interface HandshakeMessage {
  type: typeof HANDSHAKE_TYPE;
}

/** Everything the page may send the frame. */
export type AppMessage = AppRequest | HandshakeMessage;

type SuccessReply<N extends AppEventName = AppEventName> = {
  [K in N]: { id: string; type: SuccessType<K>; payload: SuccessPayloads[K] };
}[N];

type ErrorReply<N extends AppEventName = AppEventName> = {
  [K in N]: { id: string; type: ErrorType<K>; payload: ErrorPayload };
}[N];

interface ReadyMessage {
  type: typeof READY_TYPE;
}

interface SessionUpdateMessage {
  type: typeof SESSION_UPDATE_TYPE;
  payload: SessionUpdatePayload;
}

interface FrameSizeMessage {
  type: typeof FRAME_SIZE_TYPE;
  payload: FrameSizePayload;
}

interface FrameKeyMessage {
  type: typeof FRAME_KEY_TYPE;
  payload: FrameKeyPayload;
}

/** Everything the frame may send the page. */
export type FrameMessage =
  | SuccessReply
  | ErrorReply
  | ReadyMessage
  | SessionUpdateMessage
  | FrameSizeMessage
  | FrameKeyMessage;
