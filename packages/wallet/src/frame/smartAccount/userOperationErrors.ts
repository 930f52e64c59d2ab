import { ProviderRpcError, rpcErrorCodes } from '@portico/core';
import { sponsorshipRefusedCode } from '@portico/core/wire';
import { BaseError } from 'viem';

const INSUFFICIENT_FUNDS = 'Not enough funds to pay for gas';

function rpcCode(error: unknown): number | undefined {
  if (error instanceof ProviderRpcError) return error.code;
  if (error instanceof BaseError) {
    const inner = error.walk((cause) => cause instanceof ProviderRpcError);
    if (inner instanceof ProviderRpcError) return inner.code;
  }
  return undefined;
}

export function isNotSponsored(error: unknown): boolean {
  return rpcCode(error) === sponsorshipRefusedCode;
}

/** The account cannot pay for its operation's gas. */
export function insufficientFunds(cause: unknown): ProviderRpcError {
  return new ProviderRpcError(rpcErrorCodes.invalidInput, INSUFFICIENT_FUNDS, { cause });
}

/**
 * A failed UserOperation as the page sees it: the account's missing funds (EntryPoint's AA21) in plain words, a
 * provider error as it came, anything else with its short message.
 */
export function userOperationError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error;
  const message =
    error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error);
  const details = error instanceof BaseError ? `${error.details ?? ''} ${error.message}` : message;
  if (details.includes('AA21')) return insufficientFunds(error);
  return new ProviderRpcError(rpcCode(error) ?? rpcErrorCodes.internalError, message);
}
