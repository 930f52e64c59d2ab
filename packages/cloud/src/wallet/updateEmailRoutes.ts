import {
  EmbeddedWalletEmailBody,
  type EmbeddedWalletEmailUser,
  EmbeddedWalletOtpBody,
  type EmbeddedWalletUpdateEmailResponse,
  type EmbeddedWalletUpdatePrimaryResponse,
  type EmbeddedWalletUpdateSecondaryResponse,
  SdkQuery,
} from '@portico/core/wire';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerUser } from './bearerUser.js';
import { sendCodeRefusal } from './codeRefusal.js';
import { checkCode } from './emailCodes.js';
import { allowVerify, mailCode } from './mailCode.js';
import type { WalletContext } from './walletContext.js';
import { sendWalletError, walletMessages } from './walletError.js';
import { changeEmail, findUserByEmail, normalizeEmail } from './walletUsers.js';

const otpBody = { querystring: SdkQuery, body: EmbeddedWalletOtpBody };

/**
 * The session's user when they have a login email; a user created by social login has none to update (409
 * `NO_EMAIL`): linking an email to a social login is its own step (not built yet).
 */
async function emailUser(
  context: WalletContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<EmbeddedWalletEmailUser | undefined> {
  const user = await bearerUser(context, request, reply);
  if (user === undefined) return undefined;
  if (user.email === null) {
    sendWalletError(reply, 409, 'NO_EMAIL', walletMessages.NO_EMAIL);
    return undefined;
  }
  return { id: user.id, email: user.email };
}

/**
 * §4 email update: a code to the current email proves the owner, a code to the new one proves it is theirs;
 * then the user's email changes.
 */
export async function updateEmailRoutes(api: FastifyInstance, context: WalletContext): Promise<void> {
  const { db, clock, codeRules } = context;

  api.post<{ Body: EmbeddedWalletEmailBody }>(
    '/v1/wallet/email/update',
    { schema: { querystring: SdkQuery, body: EmbeddedWalletEmailBody } },
    async (request, reply) => {
      const user = await emailUser(context, request, reply);
      if (user === undefined) return reply;
      const newEmail = normalizeEmail(request.body.email);
      if (newEmail === user.email) {
        return sendWalletError(reply, 400, 'BAD_REQUEST', 'This is already the email of the wallet');
      }
      if ((await findUserByEmail(db, newEmail)) !== undefined) {
        return sendWalletError(reply, 409, 'EMAIL_TAKEN', walletMessages.EMAIL_TAKEN);
      }
      const target = { email: user.email, purpose: 'update-primary', userId: user.id, newEmail } as const;
      if (!(await mailCode(context, request, reply, target))) return reply;
      const answer: EmbeddedWalletUpdateEmailResponse = { action: 'VERIFY_PRIMARY_OTP' };
      return answer;
    },
  );

  api.post<{ Body: EmbeddedWalletOtpBody }>(
    '/v1/wallet/email/update/primary',
    { schema: otpBody },
    async (request, reply) => {
      const user = await emailUser(context, request, reply);
      if (user === undefined || !(await allowVerify(context, request, reply))) return reply;
      const check = await db.transaction((tx) =>
        checkCode(
          tx,
          codeRules,
          { email: user.email, purpose: 'update-primary', forUser: user.id },
          request.body.otp,
          clock(),
        ),
      );
      if (!check.ok) return sendCodeRefusal(reply, check);
      if (check.newEmail === null) {
        return sendWalletError(reply, 400, 'OTP_EXPIRED', walletMessages.OTP_EXPIRED);
      }
      const target = { email: check.newEmail, purpose: 'update-secondary', userId: user.id } as const;
      if (!(await mailCode(context, request, reply, target))) return reply;
      const answer: EmbeddedWalletUpdatePrimaryResponse = { action: 'VERIFY_SECONDARY_OTP' };
      return answer;
    },
  );

  api.post<{ Body: EmbeddedWalletOtpBody }>(
    '/v1/wallet/email/update/secondary',
    { schema: otpBody },
    async (request, reply) => {
      const user = await emailUser(context, request, reply);
      if (user === undefined || !(await allowVerify(context, request, reply))) return reply;
      const pending = await db.query<{ email: string }>(
        `SELECT email FROM wallet_email_codes WHERE purpose = 'update-secondary' AND user_id = $1
          ORDER BY created_at DESC LIMIT 1`,
        [user.id],
      );
      const newEmail = pending.rows[0]?.email;
      if (newEmail === undefined) {
        return sendWalletError(reply, 400, 'OTP_EXPIRED', walletMessages.OTP_EXPIRED);
      }
      const outcome = await db.transaction(async (tx) => {
        const target = { email: newEmail, purpose: 'update-secondary', forUser: user.id } as const;
        const check = await checkCode(tx, codeRules, target, request.body.otp, clock());
        if (!check.ok) return { ok: false, refused: check } as const;
        return { ok: true, changed: await changeEmail(tx, user.id, newEmail) } as const;
      });
      if (!outcome.ok) return sendCodeRefusal(reply, outcome.refused);
      if (!outcome.changed) {
        return sendWalletError(reply, 409, 'EMAIL_TAKEN', walletMessages.EMAIL_TAKEN);
      }
      const answer: EmbeddedWalletUpdateSecondaryResponse = { newEmail };
      return answer;
    },
  );
}
