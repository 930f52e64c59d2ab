import { type ErrorCode, PorticoError } from '@portico/core';

/** A wallet's rejection, with the provider's own code (4001, 4100, 4200, 4900, 4901, 4902, …) for core to map. */
export class WalletRequestError extends Error {
  override readonly name = 'WalletRequestError';
  readonly code: number;

  constructor(code: number, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  data?: { originalError?: unknown };
}

/**
 * The chain of an error, outermost first: viem and wagmi wrap the provider's error in `cause`, and some
 * mobile wallets nest it in `data.originalError`.
 */
function errorChain(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !chain.includes(current)) {
    const link = current as ErrorLike;
    chain.push(link);
    current = link.cause ?? link.data?.originalError;
  }
  return chain;
}

/** Whether the provider answered with `code` anywhere in the error's chain. */
export function hasErrorCode(error: unknown, code: number): boolean {
  return errorChain(error).some((link) => link.code === code);
}

// wagmi's errors that §8 lists among the connector-library messages.
const connectorLibraryErrors: Readonly<Record<string, ErrorCode>> = {
  ChainNotConfiguredError: 'CHAIN_NOT_CONFIGURED',
  ConnectorAlreadyConnectedError: 'CONNECTOR_ALREADY_CONNECTED',
  ConnectorNotConnectedError: 'CONNECTOR_NOT_CONNECTED',
  ProviderNotFoundError: 'PROVIDER_NOT_FOUND',
};

/**
 * What an adapter method rejects with: the innermost numeric code of the chain (the provider's, not a
 * wrapper's: wagmi turns every failed switch into 4902) as a WalletRequestError; a wagmi connector error
 * as its catalogue PorticoError; anything else unchanged.
 */
export function toWalletError(error: unknown): unknown {
  const chain = errorChain(error);
  const coded = chain.findLast((link) => typeof link.code === 'number');
  if (coded !== undefined) {
    const message = typeof coded.message === 'string' ? coded.message : '';
    return new WalletRequestError(coded.code as number, message, { cause: error });
  }
  for (const link of chain) {
    const name = (link as { name?: unknown }).name;
    const code = typeof name === 'string' ? connectorLibraryErrors[name] : undefined;
    if (code !== undefined) return new PorticoError(code, {}, { cause: error });
  }
  return error;
}
