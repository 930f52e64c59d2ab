import type { FastifyInstance } from 'fastify';
import { querySchema } from '../edge/index.js';
import { bearerUser } from './bearerUser.js';
import { recoveryShareProblem } from './recoveryShareRules.js';
import type { WalletContext } from './walletContext.js';
import { sendWalletError, walletMessages } from './walletError.js';
import { readWallet, type StoredWallet, storeWallet } from './walletKeys.js';
import { storeWalletBody } from './walletSchemas.js';

/** The user's wallet: its addresses, the auth share (released only to a session) and the recovery share. */
export async function keyRoutes(api: FastifyInstance, context: WalletContext): Promise<void> {
  const { db, clock, cipher } = context;

  api.get('/v1/wallet/keys', { schema: { querystring: querySchema() } }, async (request, reply) => {
    const user = await bearerUser(context, request, reply);
    if (user === undefined) return reply;
    return readWallet(db, cipher, user.id);
  });

  api.post<{ Body: StoredWallet }>(
    '/v1/wallet/keys',
    { schema: { querystring: querySchema(), body: storeWalletBody } },
    async (request, reply) => {
      const problem = recoveryShareProblem(request.body.recoveryShare);
      if (problem !== undefined) return sendWalletError(reply, 400, 'WEAK_RECOVERY_SHARE', problem);
      const user = await bearerUser(context, request, reply);
      if (user === undefined) return reply;
      if (!(await storeWallet(db, cipher, user.id, request.body, clock()))) {
        return sendWalletError(reply, 409, 'WALLET_EXISTS', walletMessages.WALLET_EXISTS);
      }
      return readWallet(db, cipher, user.id);
    },
  );
}
