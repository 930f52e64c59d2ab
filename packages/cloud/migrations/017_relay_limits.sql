-- The relay's storage limits: who published each message (client IP and project) and its size, so the bytes a
-- client IP or a project keeps stored (unexpired) can be summed, from the indexes alone, before a publish is accepted.
ALTER TABLE relay_messages ADD COLUMN publisher_ip text NOT NULL DEFAULT '';
ALTER TABLE relay_messages ADD COLUMN project_id text NOT NULL DEFAULT '';
ALTER TABLE relay_messages ADD COLUMN bytes integer NOT NULL DEFAULT 0;
CREATE INDEX relay_messages_publisher_ip ON relay_messages (publisher_ip, expires_at) INCLUDE (bytes);
CREATE INDEX relay_messages_project ON relay_messages (project_id, expires_at) INCLUDE (bytes);
-- Whether anyone else subscribes to a topic (a message to an unpaired topic is kept only briefly).
CREATE INDEX relay_subscriptions_topic ON relay_subscriptions (topic);
