import { isRecord } from './check.js';
import {
  FRAME_KEY_TYPE,
  FRAME_PREFIX,
  FRAME_SIZE_TYPE,
  isAppEventName,
  READY_TYPE,
  SESSION_UPDATE_TYPE,
} from './eventNames.js';
import {
  errorPayloadCheck,
  frameKeyPayloadCheck,
  frameSizePayloadCheck,
  sessionUpdatePayloadCheck,
  successPayloadChecks,
} from './framePayloads.js';
import type { FrameMessage } from './messages.js';
import { messageId } from './parseAppMessage.js';

const REPLY = /^(.+)_(SUCCESS|ERROR)$/;

/**
 * The frame's message, or `undefined` when it is malformed (unknown type, a reply without id, a payload of the
 * wrong shape or size). The result is a fresh object with only `id`, `type` and `payload`.
 */
export function parseFrameMessage(data: unknown): FrameMessage | undefined {
  if (!isRecord(data) || typeof data.type !== 'string') return undefined;
  if (data.type === READY_TYPE) return { type: READY_TYPE };
  if (data.type === SESSION_UPDATE_TYPE) {
    return sessionUpdatePayloadCheck(data.payload)
      ? { type: SESSION_UPDATE_TYPE, payload: { token: data.payload.token } }
      : undefined;
  }
  if (data.type === FRAME_SIZE_TYPE) {
    return frameSizePayloadCheck(data.payload) && data.payload.height >= 0
      ? { type: FRAME_SIZE_TYPE, payload: { height: Math.min(data.payload.height, 4096) } }
      : undefined;
  }
  if (data.type === FRAME_KEY_TYPE) {
    return frameKeyPayloadCheck(data.payload)
      ? { type: FRAME_KEY_TYPE, payload: { key: data.payload.key, shiftKey: data.payload.shiftKey } }
      : undefined;
  }
  if (!data.type.startsWith(FRAME_PREFIX) || !messageId(data.id)) return undefined;
  const [, name, outcome] = REPLY.exec(data.type.slice(FRAME_PREFIX.length)) ?? [];
  if (name === undefined || !isAppEventName(name)) return undefined;
  if (outcome === 'ERROR') {
    if (!errorPayloadCheck(data.payload)) return undefined;
    const { message, code } = data.payload ?? {};
    const payload = {
      ...(message === undefined ? {} : { message }),
      ...(code === undefined ? {} : { code }),
    };
    return { id: data.id, type: data.type, payload } as FrameMessage;
  }
  if (!successPayloadChecks[name](data.payload)) return undefined;
  return { id: data.id, type: data.type, payload: data.payload } as FrameMessage;
}
