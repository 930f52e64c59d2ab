import type { EmbeddedWalletUser } from '@portico/core/wire';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WalletContext } from './walletContext.js';
import { sendWalletError, walletMessages } from './walletError.js';
import { sessionUserId } from './walletSessions.js';
import { findUserById } from './walletUsers.js';

const bearer = /^Bearer ([A-Za-z0-9_-]{43})$/;

/** The user of the request's live access token, or `undefined` with a 401 sent. */
export async function bearerUser(
  { db, clock }: WalletContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<EmbeddedWalletUser | undefined> {
  const token = bearer.exec(request.headers.authorization ?? '')?.[1];
  const userId = token === undefined ? undefined : await sessionUserId(db, token, clock());
  const user = userId === undefined ? undefined : await findUserById(db, userId);
  if (user === undefined) sendWalletError(reply, 401, 'SESSION_EXPIRED', walletMessages.SESSION_EXPIRED);
  return user;
}
