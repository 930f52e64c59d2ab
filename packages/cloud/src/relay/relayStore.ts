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

/** What a stored message counts against, and how long a message to an unpaired topic is kept. */
export interface StoreLimits {
  /** Where it was published from and under which project. */
  ip: string;
  projectId: string;
  /** Most bytes of stored, unexpired messages per publishing IP and per project, this message included. */
  maxBytesPerIp: number;
  maxBytesPerProject: number;
  /** Latest expiry of a message to a topic no other client subscribes to (ms, relay clock). */
  unpairedExpiresAt: number;
}

/** Stored with its expiry (shortened for an unpaired topic), or refused for the limit it would pass. */
export type StoreResult = { stored: true; expiresAt: number } | { stored: false; over: 'ip' | 'project' };

/** Bytes a message takes against the storage limits. */
function storedBytes(message: RelayMessage): number {
  return Buffer.byteLength(message.message) + Buffer.byteLength(message.attestation ?? '');
}

/**
 * Stores the message unless the messages from its IP or its project still stored (unexpired, delivered or not:
 * a delivered message stays until its TTL ends, so it still takes room) would pass their limit with it, in one
 * statement. A topic nobody but the publisher subscribes to gets `unpairedExpiresAt` when that is earlier than
 * the message's own expiry.
 */
export async function storeMessage(
  db: Queryable,
  message: RelayMessage,
  limits: StoreLimits,
): Promise<StoreResult> {
  const storedBytesOf = (column: string, param: string) =>
    `(SELECT COALESCE(sum(m.bytes), 0) FROM relay_messages m
      WHERE m.${column} = ${param}::text AND m.expires_at > $7::bigint)`;
  const { rows } = await db.query<{ ip_bytes: number; project_bytes: number; expires_at: number | null }>(
    `WITH quota AS (
       SELECT ${storedBytesOf('publisher_ip', '$9')} AS ip_bytes,
              ${storedBytesOf('project_id', '$10')} AS project_bytes,
              EXISTS (SELECT 1 FROM relay_subscriptions s
                      WHERE s.topic = $2::text AND s.client_id <> $6::text AND s.expires_at > $7::bigint) AS paired
     ), inserted AS (
       INSERT INTO relay_messages
         (id, topic, message, tag, attestation, publisher, published_at, expires_at, publisher_ip, project_id, bytes)
       SELECT $1::text, $2::text, $3::text, $4::integer, $5::text, $6::text, $7::bigint,
              CASE WHEN quota.paired THEN $8::bigint ELSE LEAST($8::bigint, $12::bigint) END,
              $9::text, $10::text, $11::integer
       FROM quota
       WHERE quota.ip_bytes + $11::integer <= $13::bigint AND quota.project_bytes + $11::integer <= $14::bigint
       RETURNING expires_at
     )
     SELECT quota.ip_bytes::float8 AS ip_bytes, quota.project_bytes::float8 AS project_bytes,
            (SELECT expires_at::float8 FROM inserted) AS expires_at
     FROM quota`,
    [
      message.id,
      message.topic,
      message.message,
      message.tag,
      message.attestation ?? null,
      message.publisher,
      message.publishedAt,
      message.expiresAt,
      limits.ip,
      limits.projectId,
      storedBytes(message),
      limits.unpairedExpiresAt,
      limits.maxBytesPerIp,
      limits.maxBytesPerProject,
    ],
  );
  const row = rows[0] as { ip_bytes: number; project_bytes: number; expires_at: number | null };
  if (row.expires_at !== null) return { stored: true, expiresAt: row.expires_at };
  return {
    stored: false,
    over: row.ip_bytes + storedBytes(message) > limits.maxBytesPerIp ? 'ip' : 'project',
  };
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
