// The secure frame's protocol (§7), shared by the frame and the page's connector: names, payload types, checks.
export type { AppPayloads } from './appPayloads.js';
export {
  APP_PREFIX,
  type AppEventName,
  appEventType,
  errorType,
  FRAME_KEY_TYPE,
  FRAME_SIZE_TYPE,
  HANDSHAKE_TYPE,
  READY_TYPE,
  SESSION_UPDATE_TYPE,
  successType,
} from './eventNames.js';
export type { SuccessPayloads } from './framePayloads.js';
export type {
  AppRequest,
  FrameMessage,
} from './messages.js';
export { parseAppMessage } from './parseAppMessage.js';
export { parseFrameMessage } from './parseFrameMessage.js';
