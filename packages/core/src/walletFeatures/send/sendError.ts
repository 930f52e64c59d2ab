import { type ErrorParams, PorticoError } from '../../shared/errors/PorticoError.js';
import { type SendErrorCode, sendMessages } from '../../shared/errors/sendMessages.js';

/** A send's `PorticoError`, its message from `sendMessages`. */
export function sendError(
  code: SendErrorCode,
  params: ErrorParams = {},
  options?: ErrorOptions,
): PorticoError {
  return new PorticoError(code, params, options, sendMessages[code]);
}
