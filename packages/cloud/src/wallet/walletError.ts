import type { FastifyReply } from 'fastify';

/**
 * The codes of the wallet API's refusals (docs/embedded-wallet.md), beside the edge's `CloudErrorCode`s; the
 * body has the same `{ code, message }` shape.
 */
export type WalletErrorCode =
  | 'BAD_REQUEST'
  | 'COOLDOWN'
  | 'RATE_LIMITED'
  | 'INVALID_OTP'
  | 'OTP_EXPIRED'
  | 'OTP_BURNED'
  | 'SESSION_EXPIRED'
  | 'WALLET_EXISTS'
  | 'WEAK_RECOVERY_SHARE'
  | 'EMAIL_TAKEN'
  | 'MAIL_NOT_CONFIGURED'
  | 'NO_EMAIL'
  | 'SOCIAL_PROVIDER_NOT_AVAILABLE'
  | 'SOCIAL_LOGIN_EXPIRED'
  | 'SOCIAL_LOGIN_REFUSED'
  | 'SOCIAL_PROVIDER_FAILED'
  | 'FRAME_NOT_AVAILABLE'
  | 'FARCASTER_NOT_AVAILABLE'
  | 'FARCASTER_LOGIN_EXPIRED'
  | 'FARCASTER_LOGIN_REFUSED'
  | 'FARCASTER_RELAY_FAILED'
  | 'SERVER_ERROR';

export const walletMessages = {
  SESSION_EXPIRED: 'Session Expired',
  INVALID_OTP: 'Invalid code',
  OTP_EXPIRED: 'The code has expired or was used; request a new one',
  OTP_BURNED: 'Too many wrong codes; request a new one',
  WALLET_EXISTS: 'This user already has a wallet',
  EMAIL_TAKEN: 'This email belongs to another user',
  MAIL_NOT_CONFIGURED: 'Email login is not available: this server has no mail transport configured',
  NO_EMAIL: 'This wallet has no email: it was created by social login',
  SOCIAL_LOGIN_EXPIRED:
    'This social login is unknown, expired or already used, belongs to another project, or its code verifier is not the one it was started with; start it again',
} as const;

export function sendWalletError(
  reply: FastifyReply,
  status: number,
  code: WalletErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ code, message, ...extra });
}

/** §5's text for a refused code: N is the remaining time in seconds, rounded up. */
export function sendCooldown(reply: FastifyReply, remainingMs: number): FastifyReply {
  const seconds = Math.ceil(remainingMs / 1000);
  reply.header('retry-after', String(seconds));
  return sendWalletError(reply, 429, 'COOLDOWN', `Please try again after ${seconds} seconds`);
}

export function sendRateLimited(reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  reply.header('retry-after', String(retryAfterSeconds));
  return sendWalletError(
    reply,
    429,
    'RATE_LIMITED',
    `Too many requests; retry after ${retryAfterSeconds} seconds`,
  );
}
