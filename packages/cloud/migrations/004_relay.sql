-- The WalletConnect relay: messages kept per topic until their TTL ends (times are ms since the epoch on the
-- relay's clock), each client's subscriptions (kept across reconnects), and which client acknowledged which message.
CREATE TABLE relay_messages (
  -- Given by the relay (a UUID) so it can push a message while storing it; seq orders publications.
  id text PRIMARY KEY,
  seq bigserial NOT NULL,
  topic text NOT NULL,
  message text NOT NULL,
  tag integer NOT NULL DEFAULT 0,
  attestation text,
  publisher text NOT NULL,
  published_at bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX relay_messages_topic ON relay_messages (topic, seq);
CREATE INDEX relay_messages_expiry ON relay_messages (expires_at);

CREATE TABLE relay_subscriptions (
  client_id text NOT NULL,
  topic text NOT NULL,
  expires_at bigint NOT NULL,
  PRIMARY KEY (client_id, topic)
);
CREATE INDEX relay_subscriptions_expiry ON relay_subscriptions (expires_at);

CREATE TABLE relay_acks (
  message_id text NOT NULL REFERENCES relay_messages (id) ON DELETE CASCADE,
  client_id text NOT NULL,
  PRIMARY KEY (message_id, client_id)
);
