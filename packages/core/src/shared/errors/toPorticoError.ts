import { formatMessage } from './catalogue.js';
import { PorticoError } from './PorticoError.js';

/** Any thrown value as a PorticoError; anything else becomes UNKNOWN_ERROR with the value as its cause. */
export function toPorticoError(error: unknown): PorticoError {
  return error instanceof PorticoError ? error : new PorticoError('UNKNOWN_ERROR', {}, { cause: error });
}

/**
 * A message fit to show: the non-empty `message` of an error or of an error-like object (wallets reject with
 * plain `{ code, message }` objects), a non-empty string as is, otherwise 'Unknown error'.
 */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string' && error) return error;
  const message =
    typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : formatMessage('UNKNOWN_ERROR');
}
