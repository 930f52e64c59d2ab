import { type ErrorCode, formatMessage } from './catalogue.js';

/** The one error class Portico throws: a catalogue code plus the verbatim spec message. */
export class PorticoError extends Error {
  override readonly name = 'PorticoError';
  readonly code: ErrorCode;

  constructor(code: ErrorCode, params?: Record<string, string | number>, options?: { cause?: unknown }) {
    super(formatMessage(code, params), options);
    this.code = code;
  }
}
