-- Farcaster logins under way (docs/embedded-wallet.md "Farcaster"): the relay channel a start opened, bound to the S256
-- challenge of the secure frame's verifier, the nonce and domain its signed message must carry. `channel_token` is
-- kept to read the channel at the relay (it is in the URL the modal shows anyway); `used` once the approved channel
-- was read (the relay answers it once). The retention job deletes the row once expired.
CREATE TABLE wallet_farcaster_logins (
  channel_hash text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  channel_token text NOT NULL,
  code_challenge text NOT NULL,
  nonce text NOT NULL,
  domain text NOT NULL,
  used boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX wallet_farcaster_logins_expires_at ON wallet_farcaster_logins (expires_at);
