import { type ErrorCode, PorticoError } from '@portico/core';
import { UserRejectedRequestError } from '@portico/core/adapters';

/** Catalogue errors the frame reports by their message: they keep their code, for core's alerts. */
const knownCodes: readonly ErrorCode[] = ['SESSION_EXPIRED', 'FRAME_RPC_ABORTED', 'FRAME_ABORTED'];

/** EIP-1193 4100: the frame refused a request nobody approved in it (never shown, or hidden). */
export class UnauthorizedRequestError extends Error {
  override readonly name = 'UnauthorizedRequestError';
  readonly code = 4100;
}

const unauthorizedMessage = 'The requested method and/or account has not been authorized by the user.';

let codesByMessage: ReadonlyMap<string, ErrorCode> | undefined;

/**
 * §8 frame errors: a `_ERROR` reply's message as a PorticoError, 'An error occurred' when it has none. The visitor's
 * refusal in the frame is the EIP-1193 4001 error, a request nobody approved there 4100.
 */
export function frameError(message: unknown): Error {
  if (typeof message !== 'string' || message.trim() === '') return new PorticoError('FRAME_ERROR');
  const rejected = new UserRejectedRequestError();
  if (message === rejected.message) return rejected;
  if (message === unauthorizedMessage) return new UnauthorizedRequestError(message);
  codesByMessage ??= new Map(knownCodes.map((code) => [new PorticoError(code).message, code]));
  const code = codesByMessage.get(message);
  return code ? new PorticoError(code) : new PorticoError('FRAME_REPLY', { message });
}
