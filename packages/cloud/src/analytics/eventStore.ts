import type { AnalyticsEventBody } from '@portico/core';
import type { Queryable } from '../db/index.js';

export interface StoredEvent extends AnalyticsEventBody {
  projectId: string;
  sdkType: string;
  sdkVersion: string;
  receivedAt: Date;
}

export interface NewEvent extends AnalyticsEventBody {
  projectId: string;
  sdkType: string;
  sdkVersion: string;
}

/** Stores the event; an event already stored under the same project and eventId is left as it was. */
export async function insertEvent(db: Queryable, event: NewEvent): Promise<void> {
  const name = typeof event.props.event === 'string' ? event.props.event : null;
  const address = typeof event.props.address === 'string' ? event.props.address : null;
  await db.query(
    `INSERT INTO events (project_id, event_id, event, url, domain, client_timestamp, props, address, sdk_type, sdk_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (project_id, event_id) DO NOTHING`,
    [
      event.projectId,
      event.eventId,
      name,
      event.url,
      event.domain,
      event.timestamp,
      JSON.stringify(event.props),
      address,
      event.sdkType,
      event.sdkVersion,
    ],
  );
}

interface EventRow {
  project_id: string;
  event_id: string;
  url: string;
  domain: string;
  client_timestamp: string | number;
  props: AnalyticsEventBody['props'];
  sdk_type: string;
  sdk_version: string;
  received_at: Date;
}

/** The project's most recent events, newest first. */
export async function listEvents(db: Queryable, projectId: string, limit = 100): Promise<StoredEvent[]> {
  const { rows } = await db.query<EventRow>(
    `SELECT project_id, event_id, url, domain, client_timestamp, props, sdk_type, sdk_version, received_at
     FROM events WHERE project_id = $1 ORDER BY received_at DESC, event_id LIMIT $2`,
    [projectId, limit],
  );
  return rows.map((row) => ({
    projectId: row.project_id,
    eventId: row.event_id,
    url: row.url,
    domain: row.domain,
    timestamp: Number(row.client_timestamp),
    props: row.props,
    sdkType: row.sdk_type,
    sdkVersion: row.sdk_version,
    receivedAt: new Date(row.received_at),
  }));
}

export interface EventCount {
  /** `props.event`, or null for events without a name. */
  event: string | null;
  count: number;
}

/** The project's events counted by name, most frequent first. */
export async function countEvents(db: Queryable, projectId: string): Promise<EventCount[]> {
  const { rows } = await db.query<{ event: string | null; count: string | number }>(
    `SELECT event, count(*) AS count FROM events WHERE project_id = $1
     GROUP BY event ORDER BY count(*) DESC, event NULLS LAST`,
    [projectId],
  );
  return rows.map((row) => ({ event: row.event, count: Number(row.count) }));
}
