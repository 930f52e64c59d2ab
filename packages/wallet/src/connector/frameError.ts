import { type ErrorCode, PorticoError, ProviderRpcError, rpcErrorCodes } from '@portico/core';
import { rpcErrorMessage } from '@portico/core/adapters';

/** Catalogue errors the frame reports by their message: they keep their code, for core's alerts. */
const knownCodes: readonly ErrorCode[] = ['SESSION_EXPIRED', 'FRAME_RPC_ABORTED', 'FRAME_ABORTED'];

/**
 * The EIP-1193 refusals the frame answers with their standard message: the visitor's (4001) and a request
 * nobody approved in it, never shown or hidden (4100).
 */
const refusalCodes = [rpcErrorCodes.userRejected, rpcErrorCodes.unauthorized] as const;

/**
 * The codes a dApp acts on: a method the wallet does not serve (4200), EIP-5792's capability errors (5700–5760), and
 * JSON-RPC's and EIP-1474's (-32601–-32603, -32000–-32006: bad params, an account without the funds for gas, …).
 */
const codeKept = (code: number) =>
  code === rpcErrorCodes.unsupportedMethod ||
  (code >= rpcErrorCodes.unsupportedCapability && code <= rpcErrorCodes.atomicityNotSupported) ||
  (code >= rpcErrorCodes.internalError && code <= rpcErrorCodes.methodNotFound) ||
  (code >= rpcErrorCodes.jsonRpcVersionNotSupported && code <= rpcErrorCodes.invalidInput);

let codesByMessage: ReadonlyMap<string, ErrorCode> | undefined;

/**
 * §8 frame errors: a `_ERROR` reply's message as a PorticoError, 'An error occurred' when it has none. The visitor's
 * refusal in the frame is the EIP-1193 4001 error, a request nobody approved there 4100.
 */
export function frameError(message: unknown, code?: number): Error {
  if (typeof message !== 'string' || message.trim() === '') return new PorticoError('FRAME_ERROR');
  // Those keep the frame's code and words: the dApp acts on the code.
  if (code !== undefined && codeKept(code)) return new ProviderRpcError(code, message);
  const refusal = refusalCodes.find((code) => rpcErrorMessage(code) === message);
  if (refusal !== undefined) return new ProviderRpcError(refusal);
  codesByMessage ??= new Map(knownCodes.map((code) => [new PorticoError(code).message, code]));
  const known = codesByMessage.get(message);
  return known ? new PorticoError(known) : new PorticoError('FRAME_REPLY', { message });
}
