import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import type { SendErrorCode } from '../../shared/errors/sendMessages.js';
import { isDecimal } from '../../shared/validation/decimal.js';
import { sendError } from './sendError.js';

/** What a send needs from the send state (§3) and the active chain. */
export interface SendRequest {
  /** The active chain's namespace; any other text is an unsupported chain. */
  chainNamespace: string | undefined;
  sendTokenAmount: unknown;
  receiverAddress: unknown;
  token: unknown;
}

/** §9 "Balance and send: eip155 and solana". */
const sendingNamespaces: ReadonlySet<unknown> = new Set<ChainNamespace>(['eip155', 'solana']);

/**
 * §5 send preconditions, in this order:
 * 1. only eip155 and solana can send, else 'Unsupported chain' — checked first, because on such a
 *    chain no amount or receiver would make the send possible;
 * 2. an amount and a receiver address, else 'An amount and receiver address are required';
 * 3. on eip155 a token, else 'A token is required'.
 * An amount is a decimal string or a finite number greater than zero (zero or negative sends nothing);
 * a receiver address is a non-blank string (its syntax is the address-validity rule's job).
 * Returns the failing check's error code, or `undefined` when the send may proceed.
 */
export function sendPreconditionError(request: SendRequest): 'UNSUPPORTED_CHAIN' | SendErrorCode | undefined {
  if (!sendingNamespaces.has(request.chainNamespace)) return 'UNSUPPORTED_CHAIN';
  if (!isPositiveAmount(request.sendTokenAmount) || !isNonBlankString(request.receiverAddress)) {
    return 'SEND_AMOUNT_AND_RECEIVER_REQUIRED';
  }
  if (request.chainNamespace === 'eip155' && (request.token === undefined || request.token === null)) {
    return 'SEND_TOKEN_REQUIRED';
  }
  return undefined;
}

/** Throws the `PorticoError` of the first failing send precondition. */
export function assertSendPreconditions(request: SendRequest): void {
  const code = sendPreconditionError(request);
  if (code === 'UNSUPPORTED_CHAIN') throw new PorticoError(code);
  if (code !== undefined) throw sendError(code);
}

function isPositiveAmount(amount: unknown): boolean {
  if (typeof amount === 'number') return Number.isFinite(amount) && amount > 0;
  return typeof amount === 'string' && isDecimal(amount) && !amount.startsWith('-') && /[1-9]/.test(amount);
}

function isNonBlankString(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}
