import { type ErrorCode, errorCatalogue, fillPlaceholders, type PorticoErrorCode } from './catalogue.js';

export type ErrorParams = Readonly<Record<string, string | number>>;

/** The one error class Portico throws: a catalogue code plus the verbatim spec message. */
export class PorticoError extends Error {
  override readonly name = 'PorticoError';
  readonly code: PorticoErrorCode;
  /** The values the message was filled from, plus any extra detail (e.g. `status` of HTTP_STATUS). */
  readonly params: ErrorParams;

  constructor(code: ErrorCode, params?: ErrorParams, options?: ErrorOptions);
  /** A code whose message a feature keeps (`sendMessages`, `nodeMessages`): `template` is that message. */
  constructor(
    code: Exclude<PorticoErrorCode, ErrorCode>,
    params: ErrorParams,
    options: ErrorOptions | undefined,
    template: string,
  );
  constructor(code: PorticoErrorCode, params: ErrorParams = {}, options?: ErrorOptions, template?: string) {
    super(fillPlaceholders(template ?? errorCatalogue[code as ErrorCode], params), options);
    this.code = code;
    this.params = params;
  }
}
