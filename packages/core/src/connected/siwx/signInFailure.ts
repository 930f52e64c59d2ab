import type { PorticoState } from '../../instance/porticoState.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { hasRpcErrorCode } from '../../shared/errors/readRpcError.js';
import { rpcErrorCodes } from '../../shared/errors/rpcErrorCodes.js';
import { errorMessage } from '../../shared/errors/toPorticoError.js';
import type { SignInKey } from './signInKey.js';
import { siwxMessages } from './siwxMessages.js';

/** The verifier's `{ code, message }` refusal of a Portico Cloud call, when the error is one. */
function cloudRefusal(error: unknown): { code?: string; message?: string } | undefined {
  if (!(error instanceof PorticoError) || error.code !== 'HTTP_STATUS') return undefined;
  try {
    const body: unknown = JSON.parse(String(error.params.body));
    return typeof body === 'object' && body !== null
      ? (body as { code?: string; message?: string })
      : undefined;
  } catch {
    // A body that is not the cloud's JSON refusal (a proxy's page): the HTTP error's own message is shown.
    return undefined;
  }
}

/** Whether the signer is a smart account (the embedded wallet's user says so). */
function isSmartAccount(state: PorticoState, key: SignInKey): boolean {
  const accounts = state.accounts[key.namespace]?.user?.accounts ?? [];
  return accounts.some(
    (a) => a.type === 'SMART_ACCOUNT' && a.address.toLowerCase() === key.address.toLowerCase(),
  );
}

/**
 * §8 sign-in messages: the wallet's rejection is 'Signature declined'; a smart account whose signature the verifier
 * refused is 'This application might not support Smart Accounts'; any other refusal shows the verifier's message.
 */
export function signInFailure(state: PorticoState, key: SignInKey, error: unknown): string {
  if (hasRpcErrorCode(error, rpcErrorCodes.userRejected)) return siwxMessages.SIGNATURE_DECLINED;
  const refusal = cloudRefusal(error);
  const signatureRefused =
    refusal?.code === 'INVALID_SIGNATURE' || (error as Error)?.name === 'SiwxRefusedError';
  if (signatureRefused && isSmartAccount(state, key)) return siwxMessages.SMART_ACCOUNTS_UNSUPPORTED;
  return refusal?.message ?? errorMessage(error);
}
