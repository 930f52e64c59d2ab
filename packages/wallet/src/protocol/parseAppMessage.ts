import { appPayloadChecks } from './appPayloads.js';
import { isRecord, nonEmptyStr } from './check.js';
import { APP_PREFIX, HANDSHAKE_TYPE, isAppEventName } from './eventNames.js';
import type { AppMessage } from './messages.js';

export const messageId = nonEmptyStr(128);

/**
 * The page's message, or `undefined` when it is malformed (unknown type, missing id, a payload of the wrong
 * shape or size). The result is a fresh object with only `id`, `type` and `payload`.
 */
export function parseAppMessage(data: unknown): AppMessage | undefined {
  if (!isRecord(data) || typeof data.type !== 'string') return undefined;
  if (data.type === HANDSHAKE_TYPE) return { type: HANDSHAKE_TYPE };
  if (!data.type.startsWith(APP_PREFIX) || !messageId(data.id)) return undefined;
  const name = data.type.slice(APP_PREFIX.length);
  if (!isAppEventName(name) || !appPayloadChecks[name](data.payload)) return undefined;
  return { id: data.id, type: data.type, payload: data.payload } as AppMessage;
}
