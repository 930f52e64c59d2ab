import { errorChain } from './errorChain.js';
import { rpcErrorCodes, rpcErrorMessage } from './rpcErrorCodes.js';

/** A JSON-RPC error object as it goes over the wire (JSON-RPC 2.0 `error`, EIP-1193's `{ code, message, data }`). */
export interface RpcErrorObject {
  code: number;
  message: string;
  data?: unknown;
}

export interface ProviderRpcErrorOptions<TData = unknown> {
  /** The wire's `data`: revert data, the chain to add, … */
  data?: TData;
  cause?: unknown;
  /** What went wrong underneath; the cause's own details or message when not given. */
  details?: string;
}

function detailsOf(cause: unknown): string {
  if (typeof cause !== 'object' || cause === null) return cause === undefined ? '' : String(cause);
  const { details, message } = cause as { details?: unknown; message?: unknown };
  if (typeof details === 'string' && details !== '') return details;
  return typeof message === 'string' ? message : '';
}

/**
 * Portico's one error with a JSON-RPC or EIP-1193 code (§8: 4001–4902, -32700 to -32006, 5700–5760), thrown by
 * the adapters, the test wallets and the embedded wallet alike. `message` is the short message alone: it is what
 * a dApp and the visitor read, and what goes over the wire.
 */
export class ProviderRpcError<TData = unknown> extends Error {
  override readonly name = 'ProviderRpcError';
  readonly code: number;
  // Declared, not defined: an error without data has no `data` key (deep equality, the wire).
  declare readonly data?: TData;
  readonly shortMessage: string;
  readonly details: string;

  /**
   * A `message` left out is the code's standard one ('User rejected the request.' for 4001); a code without one
   * reads as an internal error, as wallets answer it.
   */
  constructor(code: number, message?: string, options: ProviderRpcErrorOptions<TData> = {}) {
    const shortMessage =
      message ?? rpcErrorMessage(code) ?? (rpcErrorMessage(rpcErrorCodes.internalError) as string);
    super(shortMessage, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.shortMessage = shortMessage;
    this.details = options.details ?? detailsOf(options.cause);
    if (options.data !== undefined) this.data = options.data;
  }

  /** The deepest link of the chain: `cause`, or a mobile wallet's `data.originalError` (this error when none). */
  walk(): unknown;
  /** The first link of the chain, this error included, that `predicate` accepts. */
  walk(predicate: (link: unknown) => boolean): unknown;
  walk(predicate?: (link: unknown) => boolean): unknown {
    const chain = errorChain(this);
    return predicate ? chain.find(predicate) : chain.at(-1);
  }

  /** The wire form: `{ code, message, data? }`. */
  toJSON(): RpcErrorObject {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }
}

export function isProviderRpcError(value: unknown): value is ProviderRpcError {
  return value instanceof ProviderRpcError;
}
