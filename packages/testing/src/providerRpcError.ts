/** EIP-1193 and EIP-3085/3326 error codes the test wallet answers with, and their standard messages. */
export const providerErrorMessages = {
  4001: 'User rejected the request.',
  4100: 'The requested method and/or account has not been authorized by the user.',
  4200: 'The Provider does not support the requested method.',
  4900: 'The Provider is disconnected from all chains.',
  4901: 'The Provider is not connected to the requested chain.',
  4902: 'Unrecognized chain ID',
  [-32602]: 'Invalid method parameters.',
  [-32603]: 'Internal JSON-RPC error.',
} as const satisfies Record<number, string>;

export type ProviderErrorCode = keyof typeof providerErrorMessages;

/** The EIP-1193 ProviderRpcError: an Error with a numeric `code` and optional `data`. */
export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError';
  readonly code: number;
  readonly data?: unknown;

  constructor(code: number, message?: string, data?: unknown) {
    super(message ?? providerErrorMessages[code as ProviderErrorCode] ?? providerErrorMessages[-32603]);
    this.code = code;
    if (data !== undefined) this.data = data;
  }
}

/**
 * Keeps the code and short message of the first error in the cause chain that has a numeric code
 * (an RPC node's error wrapped by viem); anything else is an internal error.
 */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error;
  const text = (value: unknown) => {
    const { shortMessage, message } = (value ?? {}) as Record<string, unknown>;
    return typeof shortMessage === 'string'
      ? shortMessage
      : typeof message === 'string'
        ? message
        : String(value);
  };
  for (let cause: unknown = error; typeof cause === 'object' && cause !== null; ) {
    const { code, data } = cause as Record<string, unknown>;
    if (typeof code === 'number') return new ProviderRpcError(code, text(cause), data);
    cause = (cause as { cause?: unknown }).cause;
  }
  return new ProviderRpcError(-32603, text(error));
}
