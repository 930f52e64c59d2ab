import {
  EmbeddedWalletEmailBody,
  type EmbeddedWalletLogin,
  EmbeddedWalletVerifyBody,
  SdkQuery,
} from '@portico/core/wire';
import type { FastifyInstance } from 'fastify';
import { sendCodeRefusal } from './codeRefusal.js';
import { checkCode } from './emailCodes.js';
import { allowVerify, mailCode } from './mailCode.js';
import type { WalletContext } from './walletContext.js';
import { loginAnswer } from './walletKeys.js';
import { startSession } from './walletSessions.js';
import { normalizeEmail, userForLogin } from './walletUsers.js';

/** Email login: a code is mailed, and the right code opens a session (the user is created at the first). */
export async function loginRoutes(api: FastifyInstance, context: WalletContext): Promise<void> {
  const { db, clock, cipher, codeRules, config } = context;

  api.post<{ Body: EmbeddedWalletEmailBody }>(
    '/v1/wallet/email/otp',
    { schema: { querystring: SdkQuery, body: EmbeddedWalletEmailBody } },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      if (!(await mailCode(context, request, reply, { email, purpose: 'login' }))) return reply;
      // The same answer, after the same work, whether or not the email has a user or a wallet: before the code
      // is verified the cloud tells nobody whether an address is known. The frame learns it from verify.
      return {};
    },
  );

  api.post<{ Body: EmbeddedWalletVerifyBody }>(
    '/v1/wallet/email/verify',
    { schema: { querystring: SdkQuery, body: EmbeddedWalletVerifyBody } },
    async (request, reply) => {
      if (!(await allowVerify(context, request, reply))) return reply;
      const email = normalizeEmail(request.body.email);
      const now = clock();
      const outcome = await db.transaction(async (tx) => {
        const check = await checkCode(tx, codeRules, { email, purpose: 'login' }, request.body.otp, now);
        if (!check.ok) return { ok: false, refused: check } as const;
        const user = await userForLogin(tx, email, now);
        return { ok: true, user, session: await startSession(tx, config, user.id, now) } as const;
      });
      if (!outcome.ok) return sendCodeRefusal(reply, outcome.refused);
      const { user, session } = outcome;
      const answer: EmbeddedWalletLogin = await loginAnswer(db, cipher, user, session);
      return answer;
    },
  );
}
