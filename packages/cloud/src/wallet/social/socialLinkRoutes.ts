import {
  EmbeddedWalletSocialLinkBody,
  EmbeddedWalletSocialLinkResendBody,
  type EmbeddedWalletSocialLogin,
  SdkQuery,
} from '@portico/core/wire';
import type { FastifyInstance } from 'fastify';
import { requestProject } from '../../edge/index.js';
import { sendCodeRefusal } from '../codeRefusal.js';
import { checkCode } from '../emailCodes.js';
import { allowVerify, mailCode } from '../mailCode.js';
import type { WalletContext } from '../walletContext.js';
import { sendWalletError, walletMessages } from '../walletError.js';
import { loginAnswer } from '../walletKeys.js';
import { startSession } from '../walletSessions.js';
import { findPendingLink, spendPendingLink } from './pendingSocialLinks.js';
import { linkSocialIdentity } from './socialIdentities.js';

/**
 * Linking a social login to an email-login wallet (docs/embedded-wallet.md "Social login: linking"): verify left a
 * pending link and mailed the email a code; the frame that verified (its state and PKCE verifier) asks for a new code
 * within the email cooldown, and finishes the link with the code: the identity joins the email user, and the answer
 * is verify's. A wrong code counts as for email login; an unknown, expired, spent, another frame's or another
 * project's link is 400 `SOCIAL_LOGIN_EXPIRED` and links nothing.
 */
export async function socialLinkRoutes(api: FastifyInstance, context: WalletContext): Promise<void> {
  const { db, clock, cipher, config, codeRules } = context;
  const expired = { code: 'SOCIAL_LOGIN_EXPIRED', message: walletMessages.SOCIAL_LOGIN_EXPIRED } as const;

  api.post<{ Body: EmbeddedWalletSocialLinkResendBody }>(
    '/v1/wallet/social/link/otp',
    { schema: { querystring: SdkQuery, body: EmbeddedWalletSocialLinkResendBody } },
    async (request, reply) => {
      const { state, codeVerifier } = request.body;
      const link = await findPendingLink(
        db,
        { projectId: requestProject(request).id, state, codeVerifier },
        clock(),
      );
      if (link === undefined) return sendWalletError(reply, 400, expired.code, expired.message);
      const target = { email: link.email, purpose: 'link', userId: link.userId } as const;
      if (!(await mailCode(context, request, reply, target))) return reply;
      return {};
    },
  );

  api.post<{ Body: EmbeddedWalletSocialLinkBody }>(
    '/v1/wallet/social/link',
    { schema: { querystring: SdkQuery, body: EmbeddedWalletSocialLinkBody } },
    async (request, reply) => {
      if (!(await allowVerify(context, request, reply))) return reply;
      const { state, codeVerifier, otp } = request.body;
      const key = { projectId: requestProject(request).id, state, codeVerifier };
      const now = clock();
      const outcome = await db.transaction(async (tx) => {
        const link = await findPendingLink(tx, key, now, true);
        if (link === undefined) return { ok: false, refused: undefined } as const;
        const check = await checkCode(
          tx,
          codeRules,
          { email: link.email, purpose: 'link', forUser: link.userId },
          otp,
          now,
        );
        // Returned, not thrown: a wrong code's count is committed.
        if (!check.ok) return { ok: false, refused: check } as const;
        await spendPendingLink(tx, state);
        const user = await linkSocialIdentity(tx, link, now);
        return { ok: true, user, session: await startSession(tx, config, user.id, now) } as const;
      });
      if (!outcome.ok) {
        if (outcome.refused === undefined) return sendWalletError(reply, 400, expired.code, expired.message);
        return sendCodeRefusal(reply, outcome.refused);
      }
      const { user, session } = outcome;
      const answer: EmbeddedWalletSocialLogin = await loginAnswer(db, cipher, user, session);
      return answer;
    },
  );
}
