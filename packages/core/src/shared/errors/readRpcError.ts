import { type ErrorLink, errorChain } from './errorChain.js';
import { ProviderRpcError } from './providerRpcError.js';
import { rpcErrorCodes } from './rpcErrorCodes.js';

/** The numeric `code` of a thrown value itself (EIP-1193 providers reject with plain `{ code, message }`), if any. */
export function rpcErrorCode(error: unknown): number | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'number' ? code : undefined;
}

/** Whether `code` is anywhere in the error's chain (a wrapper's or the provider's own). */
export function hasRpcErrorCode(error: unknown, code: number): boolean {
  return errorChain(error).some((link) => rpcErrorCode(link) === code);
}

export interface RpcErrorFromOptions {
  /**
   * Take the innermost coded link, the provider's own answer, rather than the outermost: wagmi wraps every
   * failed switch in its own 4902, around the wallet's 4001 or 4901.
   */
  innermost?: boolean;
}

function textOf(link: ErrorLink): string | undefined {
  const { shortMessage, message } = link;
  return typeof shortMessage === 'string' ? shortMessage : typeof message === 'string' ? message : undefined;
}

/**
 * A thrown value as a ProviderRpcError: the first coded link of its chain (outermost unless `innermost`), with
 * that link's short message (viem's `shortMessage`, else its `message`) and `data`, the value as `cause`; a
 * ProviderRpcError that is that link itself is returned as is. Undefined when nothing in the chain has a code.
 */
export function rpcErrorFrom(
  error: unknown,
  { innermost = false }: RpcErrorFromOptions = {},
): ProviderRpcError | undefined {
  const chain = errorChain(error);
  const hasCode = (link: unknown) => rpcErrorCode(link) !== undefined;
  const coded = innermost ? chain.findLast(hasCode) : chain.find(hasCode);
  if (coded === undefined) return undefined;
  if (coded === error && error instanceof ProviderRpcError) return error;
  return new ProviderRpcError(rpcErrorCode(coded) as number, textOf(coded) ?? '', {
    data: coded.data,
    cause: error,
  });
}

/**
 * Any thrown value as the error a provider answers with: `rpcErrorFrom`'s, else a -32603 internal error with
 * the value's own message (its text when it is no object).
 */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  const coded = rpcErrorFrom(error);
  if (coded !== undefined) return coded;
  const text = typeof error === 'object' && error !== null ? textOf(error) : undefined;
  return new ProviderRpcError(rpcErrorCodes.internalError, text ?? String(error), { cause: error });
}
