import type { Queryable } from '../db/index.js';
import type { RelayMessage } from './relayMessage.js';

interface MessageRow {
  id: string;
  topic: string;
  message: string;
  tag: number;
  attestation: string | null;
  publisher: string;
  published_at: number;
  expires_at: number;
}

const messageColumns =
  'id, topic, message, tag, attestation, publisher, published_at::float8 AS published_at, expires_at::float8 AS expires_at';

function toMessage(row: MessageRow): RelayMessage {
  return {
    id: row.id,
    topic: row.topic,
    message: row.message,
    tag: row.tag,
    ...(row.attestation === null ? {} : { attestation: row.attestation }),
    publisher: row.publisher,
    publishedAt: row.published_at,
    expiresAt: row.expires_at,
  };
}

export async function storeMessage(db: Queryable, message: RelayMessage): Promise<void> {
  await db.query(
    `INSERT INTO relay_messages (id, topic, message, tag, attestation, publisher, published_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      message.id,
      message.topic,
      message.message,
      message.tag,
      message.attestation ?? null,
      message.publisher,
      message.publishedAt,
      message.expiresAt,
    ],
  );
}

/** Subscribes the client to the topics (or renews the subscriptions) until `expiresAt`. */
export async function saveSubscriptions(
  db: Queryable,
  clientId: string,
  topics: readonly string[],
  expiresAt: number,
): Promise<void> {
  await db.query(
    `INSERT INTO relay_subscriptions (client_id, topic, expires_at)
     SELECT $1, topic, $3 FROM unnest($2::text[]) AS topic
     ON CONFLICT (client_id, topic) DO UPDATE SET expires_at = excluded.expires_at`,
    [clientId, [...new Set(topics)], expiresAt],
  );
}

export async function deleteSubscriptions(
  db: Queryable,
  clientId: string,
  topics: readonly string[],
): Promise<void> {
  await db.query('DELETE FROM relay_subscriptions WHERE client_id = $1 AND topic = ANY($2::text[])', [
    clientId,
    [...topics],
  ]);
}

/** The client's live subscriptions, renewed until `expiresAt` (called when the client connects). */
export async function renewSubscriptions(
  db: Queryable,
  clientId: string,
  now: number,
  expiresAt: number,
): Promise<string[]> {
  const { rows } = await db.query<{ topic: string }>(
    'UPDATE relay_subscriptions SET expires_at = $3 WHERE client_id = $1 AND expires_at > $2 RETURNING topic',
    [clientId, now, expiresAt],
  );
  return rows.map((row) => row.topic);
}

/** Unexpired messages on the topics that the client neither published nor acknowledged, oldest first. */
export async function pendingMessages(
  db: Queryable,
  clientId: string,
  topics: readonly string[],
  now: number,
  limit: number,
): Promise<RelayMessage[]> {
  if (topics.length === 0) return [];
  const { rows } = await db.query<MessageRow>(
    `SELECT ${messageColumns} FROM relay_messages m
     WHERE m.topic = ANY($2::text[]) AND m.expires_at > $3 AND m.publisher <> $1
       AND NOT EXISTS (SELECT 1 FROM relay_acks a WHERE a.message_id = m.id AND a.client_id = $1)
     ORDER BY m.seq LIMIT $4`,
    [clientId, [...topics], now, limit],
  );
  return rows.map(toMessage);
}

export interface Ack {
  messageId: string;
  clientId: string;
}

/** Records acknowledgements; those of messages already swept away are dropped. */
export async function recordAcks(db: Queryable, acks: readonly Ack[]): Promise<void> {
  if (acks.length === 0) return;
  await db.query(
    `INSERT INTO relay_acks (message_id, client_id)
     SELECT a.message_id, a.client_id
     FROM unnest($1::text[], $2::text[]) AS a (message_id, client_id)
     JOIN relay_messages m ON m.id = a.message_id
     ON CONFLICT DO NOTHING`,
    [acks.map((ack) => ack.messageId), acks.map((ack) => ack.clientId)],
  );
}
