import type { FastifyReply, FastifyRequest } from 'fastify';
import { codeMail } from './codeMail.js';
import { type CodeTarget, cooldownLeft, issueCode, withdrawCode } from './emailCodes.js';
import type { WalletContext } from './walletContext.js';
import { sendCooldown, sendRateLimited, sendWalletError, walletMessages } from './walletError.js';

/**
 * Issues a code for `target` and mails it, within the §5 cooldown and the per-IP and per-email limits.
 * Returns false when it answered the request with a refusal instead.
 */
export async function mailCode(
  context: WalletContext,
  request: FastifyRequest,
  reply: FastifyReply,
  target: CodeTarget,
): Promise<boolean> {
  const { db, clock, codeRules, limiters, mailer } = context;
  if (mailer.kind === 'none') {
    sendWalletError(reply, 503, 'MAIL_NOT_CONFIGURED', walletMessages.MAIL_NOT_CONFIGURED);
    return false;
  }
  const byIp = await limiters.codesPerIp.hit(request.ip);
  if (!byIp.allowed) {
    sendRateLimited(reply, byIp.retryAfterSeconds);
    return false;
  }
  const now = clock();
  // Checked before the per-email count, so a request refused for the cooldown does not use up the budget.
  const waitMs = await cooldownLeft(db, codeRules, target, now);
  if (waitMs > 0) {
    sendCooldown(reply, waitMs);
    return false;
  }
  const byEmail = await limiters.codesPerEmail.hit(target.email);
  if (!byEmail.allowed) {
    sendRateLimited(reply, byEmail.retryAfterSeconds);
    return false;
  }
  // A parallel request may have issued one since the check: the insert checks the cooldown again.
  const issued = await issueCode(db, codeRules, target, now);
  if (!issued.issued) {
    sendCooldown(reply, issued.remainingMs);
    return false;
  }
  try {
    await mailer.send(
      codeMail(target.email, target.purpose, issued.code, Math.round(codeRules.codeTtlMs / 60_000)),
    );
    return true;
  } catch (error) {
    request.log.error({ err: error, mailer: mailer.kind }, 'wallet: the code could not be mailed');
    await withdrawCode(db, target, now);
    sendWalletError(reply, 502, 'SERVER_ERROR', 'The code could not be mailed; try again later');
    return false;
  }
}

/** The per-IP limit on trying codes; false when it answered 429. */
export async function allowVerify(
  { limiters }: WalletContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const decision = await limiters.verifiesPerIp.hit(request.ip);
  if (!decision.allowed) sendRateLimited(reply, decision.retryAfterSeconds);
  return decision.allowed;
}
