-- The embedded wallet (src/wallet). Times are ms since the epoch by the cloud's clock. Nothing here is enough
-- to use a wallet: the auth share is encrypted under the cloud's share key (not in the database), the
-- recovery share under the visitor's password, codes and tokens are kept only as keyed or plain hashes.
CREATE TABLE wallet_users (
  id text PRIMARY KEY,
  -- Lower-cased.
  email text NOT NULL UNIQUE,
  created_at bigint NOT NULL
);

-- One live code per email and purpose: a new one replaces the previous (and its created_at drives the
-- cooldown). purpose: login | update-primary | update-secondary.
CREATE TABLE wallet_email_codes (
  email text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('login', 'update-primary', 'update-secondary')),
  code_hash text NOT NULL,
  -- The updating user (update codes only).
  user_id text REFERENCES wallet_users (id) ON DELETE CASCADE,
  -- update-primary: the email the user asked to move to.
  new_email text,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  attempts int NOT NULL DEFAULT 0,
  used boolean NOT NULL DEFAULT false,
  PRIMARY KEY (email, purpose)
);

CREATE TABLE wallet_keys (
  user_id text PRIMARY KEY REFERENCES wallet_users (id) ON DELETE CASCADE,
  eip155_address text NOT NULL,
  solana_address text NOT NULL,
  -- AES-256-GCM under the share key, bound to user_id: base64 of iv ‖ tag ‖ ciphertext.
  auth_share_ciphertext text NOT NULL,
  -- The frame's ciphertext { ciphertext, iv, salt, iterations }, as it sent it.
  recovery_share jsonb NOT NULL,
  created_at bigint NOT NULL
);

-- A refresh spends its session and starts the next of the same family; a spent token used again revokes
-- the family.
CREATE TABLE wallet_sessions (
  id text PRIMARY KEY,
  family_id text NOT NULL,
  user_id text NOT NULL REFERENCES wallet_users (id) ON DELETE CASCADE,
  access_token_hash text NOT NULL UNIQUE,
  refresh_token_hash text NOT NULL UNIQUE,
  access_expires_at bigint NOT NULL,
  refresh_expires_at bigint NOT NULL,
  spent boolean NOT NULL DEFAULT false,
  revoked boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL
);
CREATE INDEX wallet_sessions_family ON wallet_sessions (family_id);

-- The built-in mailbox (development and tests): mail that would have gone out by SMTP.
CREATE TABLE wallet_mailbox_messages (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  html text,
  received_at bigint NOT NULL
);
CREATE INDEX wallet_mailbox_messages_to ON wallet_mailbox_messages (to_address, id);
