import type { Queryable } from '../db/index.js';
import type { Mail, Mailer } from './mailer.js';

export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  /** ISO time. */
  receivedAt: string;
}

/** Mail kept in the database instead of sent: development and tests read it at GET /mailbox. */
export function createMailboxMailer(db: Queryable, clock: () => number): Mailer {
  return {
    kind: 'mailbox',
    async send({ to, subject, text, html }: Mail) {
      await db.query(
        'INSERT INTO wallet_mailbox_messages (to_address, subject, text, html, received_at) VALUES ($1, $2, $3, $4, $5)',
        [to, subject, text, html ?? null, clock()],
      );
    },
    close() {},
  };
}

const pageSize = 100;

/** Newest first; only mail to `to` when given (compared lower-cased). */
export async function listMailbox(db: Queryable, to?: string): Promise<MailboxMessage[]> {
  const { rows } = await db.query<{ to_address: string; subject: string; text: string; received_at: string }>(
    `SELECT to_address, subject, text, received_at FROM wallet_mailbox_messages
      ${to === undefined ? '' : 'WHERE to_address = $2'} ORDER BY id DESC LIMIT $1`,
    to === undefined ? [pageSize] : [pageSize, to.trim().toLowerCase()],
  );
  return rows.map((row) => ({
    to: row.to_address,
    subject: row.subject,
    text: row.text,
    receivedAt: new Date(Number(row.received_at)).toISOString(),
  }));
}
