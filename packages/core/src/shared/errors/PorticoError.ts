import { type ErrorCode, formatMessage } from './catalogue.js';

export type ErrorParams = Readonly<Record<string, string | number>>;

/** The one error class Portico throws: a catalogue code plus the verbatim spec message. */
export class PorticoError extends Error {
  override readonly name = 'PorticoError';
  readonly code: ErrorCode;
  /** The values the message was filled from, plus any extra detail (e.g. `status` of HTTP_STATUS). */
  readonly params: ErrorParams;

  constructor(code: ErrorCode, params: ErrorParams = {}, options?: { cause?: unknown }) {
    super(formatMessage(code, params), options);
    this.code = code;
    this.params = params;
  }
}
