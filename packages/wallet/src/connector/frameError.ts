import { type ErrorCode, PorticoError } from '@portico/core';

/** Catalogue errors the frame reports by their message: they keep their code, for core's alerts. */
const knownCodes: readonly ErrorCode[] = ['SESSION_EXPIRED', 'FRAME_RPC_ABORTED', 'FRAME_ABORTED'];

let codesByMessage: ReadonlyMap<string, ErrorCode> | undefined;

/** §8 frame errors: a `_ERROR` reply's message as a PorticoError, 'An error occurred' when it has none. */
export function frameError(message: unknown): PorticoError {
  if (typeof message !== 'string' || message.trim() === '') return new PorticoError('FRAME_ERROR');
  codesByMessage ??= new Map(knownCodes.map((code) => [new PorticoError(code).message, code]));
  const code = codesByMessage.get(message);
  return code ? new PorticoError(code) : new PorticoError('FRAME_REPLY', { message });
}
