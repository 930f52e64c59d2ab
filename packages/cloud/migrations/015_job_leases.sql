-- Which cloud instance runs a job (the retention sweep, the history indexer of one chain): one row per job name,
-- taken with an expiry on the database clock and renewed while the holder works. `last_finished_at` makes a
-- periodic job run once per interval over all instances rather than once per instance.
CREATE TABLE job_leases (
  name text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL,
  last_finished_at timestamptz
);

-- The history indexer's per-chain leases (011) become job leases named `history:<CAIP-2 id>`.
INSERT INTO job_leases (name, holder, expires_at)
  SELECT 'history:' || chain_id, holder, expires_at FROM history_leases;
DROP TABLE history_leases;

-- The retention job deletes by age: analytics events by arrival, relay messages by publication (their expiry
-- has an index since 004).
CREATE INDEX events_received ON events (received_at);
CREATE INDEX relay_messages_published ON relay_messages (published_at);
-- The embedded wallet's expired codes and sessions (014).
CREATE INDEX wallet_email_codes_expiry ON wallet_email_codes (expires_at);
CREATE INDEX wallet_sessions_refresh_expiry ON wallet_sessions (refresh_expires_at);
