import type { FastifyInstance } from 'fastify';
import { querySchema } from '../edge/index.js';
import { bearerUser } from './bearerUser.js';
import type { WalletContext } from './walletContext.js';
import { sendWalletError, walletMessages } from './walletError.js';
import { bodySchema, tokenSchema } from './walletSchemas.js';
import { refreshSession, revokeSession } from './walletSessions.js';

const refreshBody = { querystring: querySchema(), body: bodySchema({ refreshToken: tokenSchema }) };

/** The session's user, refresh (rotating the refresh token) and revoke. */
export async function sessionRoutes(api: FastifyInstance, context: WalletContext): Promise<void> {
  const { db, clock, config } = context;

  api.get('/v1/wallet/user', { schema: { querystring: querySchema() } }, async (request, reply) => {
    const user = await bearerUser(context, request, reply);
    return user ?? reply;
  });

  api.post<{ Body: { refreshToken: string } }>(
    '/v1/wallet/session/refresh',
    { schema: refreshBody },
    async (request, reply) => {
      const session = await refreshSession(db, config, request.body.refreshToken, clock());
      return session ?? sendWalletError(reply, 401, 'SESSION_EXPIRED', walletMessages.SESSION_EXPIRED);
    },
  );

  api.post<{ Body: { refreshToken: string } }>(
    '/v1/wallet/session/revoke',
    { schema: refreshBody },
    async (request) => {
      await revokeSession(db, request.body.refreshToken);
      return {};
    },
  );
}
