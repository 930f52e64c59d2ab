// The secure frame's protocol (§7), shared by the frame and the page's connector: names, payload types, checks.
export type { AppPayloads } from './appPayloads.js';
export {
  APP_EVENT_NAMES,
  APP_PREFIX,
  type AppEventName,
  type AppEventType,
  appEventType,
  DEFAULT_FRAME_ERROR,
  type ErrorType,
  errorType,
  FRAME_KEY_TYPE,
  FRAME_PREFIX,
  FRAME_SIZE_TYPE,
  HANDSHAKE_TYPE,
  isAppEventName,
  READY_TYPE,
  SESSION_UPDATE_TYPE,
  type SuccessType,
  successType,
} from './eventNames.js';
export type {
  ErrorPayload,
  FrameSizePayload,
  SessionUpdatePayload,
  SuccessPayloads,
} from './framePayloads.js';
export type {
  AppMessage,
  AppRequest,
  ErrorReply,
  FrameKeyMessage,
  FrameMessage,
  FrameSizeMessage,
  HandshakeMessage,
  ReadyMessage,
  SessionUpdateMessage,
  SuccessReply,
} from './messages.js';
export { parseAppMessage } from './parseAppMessage.js';
export { parseFrameMessage } from './parseFrameMessage.js';
