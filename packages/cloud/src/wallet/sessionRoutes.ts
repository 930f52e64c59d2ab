import { type EmbeddedWalletAccountUser, EmbeddedWalletRefreshBody, SdkQuery } from '@portico/core/wire';
import type { FastifyInstance } from 'fastify';
import { bearerUser } from './bearerUser.js';
import type { WalletContext } from './walletContext.js';
import { sendWalletError, walletMessages } from './walletError.js';
import { refreshSession, revokeSession } from './walletSessions.js';
import { loginMethodsOf } from './walletUsers.js';

const refreshBody = { querystring: SdkQuery, body: EmbeddedWalletRefreshBody };

/** The session's user, refresh (rotating the refresh token) and revoke. */
export async function sessionRoutes(api: FastifyInstance, context: WalletContext): Promise<void> {
  const { db, clock, config } = context;

  api.get('/v1/wallet/user', { schema: { querystring: SdkQuery } }, async (request, reply) => {
    const user = await bearerUser(context, request, reply);
    if (user === undefined) return reply;
    const answer: EmbeddedWalletAccountUser = { ...user, loginMethods: await loginMethodsOf(db, user) };
    return answer;
  });

  api.post<{ Body: EmbeddedWalletRefreshBody }>(
    '/v1/wallet/session/refresh',
    { schema: refreshBody },
    async (request, reply) => {
      const session = await refreshSession(db, config, request.body.refreshToken, clock());
      return session ?? sendWalletError(reply, 401, 'SESSION_EXPIRED', walletMessages.SESSION_EXPIRED);
    },
  );

  api.post<{ Body: EmbeddedWalletRefreshBody }>(
    '/v1/wallet/session/revoke',
    { schema: refreshBody },
    async (request) => {
      await revokeSession(db, request.body.refreshToken);
      return {};
    },
  );
}
