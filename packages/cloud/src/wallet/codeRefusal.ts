import type { FastifyReply } from 'fastify';
import type { CheckResult } from './emailCodes.js';
import { sendWalletError, walletMessages } from './walletError.js';

/** The 400 for a code that did not pass. */
export function sendCodeRefusal(
  reply: FastifyReply,
  result: Exclude<CheckResult, { ok: true }>,
): FastifyReply {
  if (result.reason === 'INVALID_OTP') {
    return sendWalletError(reply, 400, 'INVALID_OTP', walletMessages.INVALID_OTP, {
      attemptsLeft: result.attemptsLeft,
    });
  }
  return sendWalletError(reply, 400, result.reason, walletMessages[result.reason]);
}
