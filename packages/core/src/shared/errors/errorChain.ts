/** One link of an error chain as thrown: an Error, a viem error or an EIP-1193 provider's plain object. */
export interface ErrorLink {
  readonly code?: unknown;
  readonly message?: unknown;
  readonly shortMessage?: unknown;
  /** viem's: what went wrong underneath. */
  readonly details?: unknown;
  readonly data?: unknown;
  readonly cause?: unknown;
}

/**
 * An error and its causes, outermost first: viem and wagmi wrap the provider's error in `cause`, and some mobile
 * wallets nest it in `data.originalError`. Stops at anything that is not an object, and at a cycle.
 */
export function errorChain(error: unknown): ErrorLink[] {
  const chain: ErrorLink[] = [];
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !chain.includes(current)) {
    const link = current as ErrorLink;
    chain.push(link);
    const nested = (link.data as { originalError?: unknown } | null | undefined)?.originalError;
    current = link.cause ?? nested;
  }
  return chain;
}
