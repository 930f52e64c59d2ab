import type { FastifyInstance } from 'fastify';
import { farcasterLoginRoutes } from './farcaster/farcasterLoginRoutes.js';
import { keyRoutes } from './keyRoutes.js';
import { loginRoutes } from './loginRoutes.js';
import { sessionRoutes } from './sessionRoutes.js';
import { socialLinkRoutes } from './social/socialLinkRoutes.js';
import { socialLoginRoutes } from './social/socialLoginRoutes.js';
import { updateEmailRoutes } from './updateEmailRoutes.js';
import type { WalletContext } from './walletContext.js';

/** The cloud API for the secure frame (docs/embedded-wallet.md), behind the edge rules. */
export async function walletRoutes(api: FastifyInstance, context: WalletContext): Promise<void> {
  await loginRoutes(api, context);
  await socialLoginRoutes(api, context);
  await socialLinkRoutes(api, context);
  await farcasterLoginRoutes(api, context);
  await sessionRoutes(api, context);
  await keyRoutes(api, context);
  await updateEmailRoutes(api, context);
}
