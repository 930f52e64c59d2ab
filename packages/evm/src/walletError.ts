import { type ErrorCode, PorticoError } from '@portico/core';
import { errorChain, rpcErrorFrom } from '@portico/core/adapters';

// wagmi's errors that §8 lists among the connector-library messages.
const connectorLibraryErrors: Readonly<Record<string, ErrorCode>> = {
  ChainNotConfiguredError: 'CHAIN_NOT_CONFIGURED',
  ConnectorAlreadyConnectedError: 'CONNECTOR_ALREADY_CONNECTED',
  ConnectorNotConnectedError: 'CONNECTOR_NOT_CONNECTED',
  ProviderNotFoundError: 'PROVIDER_NOT_FOUND',
};

/**
 * What an adapter method rejects with: the innermost numeric code of the chain (the provider's, not a
 * wrapper's: wagmi turns every failed switch into 4902) as a ProviderRpcError; a wagmi connector error
 * as its catalogue PorticoError; anything else unchanged.
 */
export function toWalletError(error: unknown): unknown {
  const coded = rpcErrorFrom(error, { innermost: true });
  if (coded !== undefined) return coded;
  for (const link of errorChain(error)) {
    const name = (link as { name?: unknown }).name;
    const code = typeof name === 'string' ? connectorLibraryErrors[name] : undefined;
    if (code !== undefined) return new PorticoError(code, {}, { cause: error });
  }
  return error;
}
