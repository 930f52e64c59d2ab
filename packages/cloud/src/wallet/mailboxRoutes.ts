import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.js';
import { pageLocale, pageText } from '../pages/pageText.js';
import { listMailbox } from './mailboxMailer.js';
import { mailboxPage } from './mailboxPage.js';

const messagesQuery = {
  type: 'object',
  properties: { to: { type: 'string', minLength: 1, maxLength: 254 } },
  additionalProperties: false,
};

/** `GET /mailbox` and `/mailbox/…`: the paths that get no CORS headers. */
export function isMailboxPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === '/mailbox' || path.startsWith('/mailbox/');
}

/**
 * The built-in mailbox, outside the edge rules and without CORS (`isMailboxPath`): a developer's browser or a
 * test reads it, not the modal. Registered only when `wallet.mail.mailbox` is on, so any other deployment answers 404.
 */
export async function mailboxRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  // In the developer's language: `?locale=`, else Accept-Language (English by default).
  app.get('/mailbox', async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'")
      .header('cache-control', 'no-store')
      .send(mailboxPage(await listMailbox(db), pageText(pageLocale(request)))),
  );
  app.get<{ Querystring: { to?: string } }>(
    '/mailbox/messages',
    { schema: { querystring: messagesQuery } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listMailbox(db, request.query.to);
    },
  );
}
