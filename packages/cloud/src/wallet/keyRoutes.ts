import { EmbeddedWalletKeys, SdkQuery } from '@portico/core/wire';
import type { FastifyInstance } from 'fastify';
import { bearerUser } from './bearerUser.js';
import { recoveryShareProblem } from './recoveryShareRules.js';
import type { WalletContext } from './walletContext.js';
import { sendWalletError, walletMessages } from './walletError.js';
import { readWallet, storeWallet } from './walletKeys.js';

/** The user's wallet: its addresses, the auth share (released only to a session) and the recovery share. */
export async function keyRoutes(api: FastifyInstance, context: WalletContext): Promise<void> {
  const { db, clock, cipher } = context;

  api.get('/v1/wallet/keys', { schema: { querystring: SdkQuery } }, async (request, reply) => {
    const user = await bearerUser(context, request, reply);
    if (user === undefined) return reply;
    return readWallet(db, cipher, user.id);
  });

  api.post<{ Body: EmbeddedWalletKeys }>(
    '/v1/wallet/keys',
    { schema: { querystring: SdkQuery, body: EmbeddedWalletKeys } },
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
