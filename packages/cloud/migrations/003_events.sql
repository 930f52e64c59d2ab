-- Analytics events (§7 POST /e). A resent event (same project and eventId) is stored once.
CREATE TABLE events (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  event_id uuid NOT NULL,
  event text,
  url text NOT NULL,
  domain text NOT NULL,
  client_timestamp bigint NOT NULL,
  props jsonb NOT NULL,
  address text,
  sdk_type text NOT NULL,
  sdk_version text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, event_id)
);
CREATE INDEX events_project_received ON events (project_id, received_at);
