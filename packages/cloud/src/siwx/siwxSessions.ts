import { randomUUID } from 'node:crypto';
import type { SiwxMessageData, SiwxSession } from '@portico/core/wire';
import type { Queryable } from '../db/index.js';

/** How long a session lasts when its message has no Expiration Time. */
export const defaultSessionTtlMs = 24 * 60 * 60_000;

/** How sessions are found by address: lower-cased on eip155 (checksums vary), as given elsewhere (base58 is exact). */
export function addressKey(address: string): string {
  return address.startsWith('0x') ? address.toLowerCase() : address;
}

export interface NewSession {
  projectId: string;
  data: SiwxMessageData;
  message: string;
  signature: string;
  cacao: Record<string, unknown> | undefined;
  expiresAt: number;
}

interface SessionRow {
  id: string;
  data: SiwxMessageData | string;
  message: string;
  signature: string;
  cacao: Record<string, unknown> | string | null;
  expires_at: string;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function toSession(row: SessionRow): SiwxSession {
  return {
    id: row.id,
    data: json(row.data),
    message: row.message,
    signature: row.signature,
    ...(row.cacao === null ? {} : { cacao: json(row.cacao) }),
    expiresAt: new Date(Number(row.expires_at)).toISOString(),
  };
}

export async function storeSession(db: Queryable, session: NewSession, now: number): Promise<SiwxSession> {
  const { rows } = await db.query<SessionRow>(
    `INSERT INTO siwx_sessions (id, project_id, chain_id, address_key, data, message, signature, cacao, nonce,
       created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     RETURNING id, data, message, signature, cacao, expires_at`,
    [
      randomUUID(),
      session.projectId,
      session.data.chainId,
      addressKey(session.data.accountAddress),
      JSON.stringify(session.data),
      session.message,
      session.signature,
      session.cacao === undefined ? null : JSON.stringify(session.cacao),
      session.data.nonce,
      now,
      session.expiresAt,
    ],
  );
  const row = rows[0];
  if (row === undefined) throw new Error('The session was not stored');
  return toSession(row);
}

const listLimit = 100;

/** The project's live sessions of `address` (of one network when `chainId` is given), newest first. */
export async function listSessions(
  db: Queryable,
  query: { projectId: string; address: string; chainId: string | undefined },
  now: number,
): Promise<SiwxSession[]> {
  const { rows } = await db.query<SessionRow>(
    `SELECT id, data, message, signature, cacao, expires_at FROM siwx_sessions
      WHERE project_id = $1 AND address_key = $2 AND expires_at > $3 AND NOT revoked
        AND ($4::text IS NULL OR chain_id = $4)
      ORDER BY created_at DESC, id LIMIT ${listLimit}`,
    [query.projectId, addressKey(query.address), now, query.chainId ?? null],
  );
  return rows.map(toSession);
}

/** Revokes the project's live session `id` of `address`; false when there is none. */
export async function revokeSiwxSession(
  db: Queryable,
  session: { projectId: string; id: string; address: string },
  now: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE siwx_sessions SET revoked = true
      WHERE id = $1 AND project_id = $2 AND address_key = $3 AND NOT revoked AND expires_at > $4 RETURNING id`,
    [session.id, session.projectId, addressKey(session.address), now],
  );
  return rows.length === 1;
}
