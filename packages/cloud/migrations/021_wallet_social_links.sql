-- Linking a social login to an email-login wallet by the email code (docs/embedded-wallet.md "Social login:
-- linking"). Times are ms since the epoch by the cloud's clock.

-- An email user may now have several social identities (one per provider subject, each linked by the email code).
ALTER TABLE wallet_social_identities DROP CONSTRAINT wallet_social_identities_user_id_key;
CREATE INDEX wallet_social_identities_user ON wallet_social_identities (user_id);

-- The link code has a purpose of its own: its mail says what it is for, and it never opens an email login.
ALTER TABLE wallet_email_codes DROP CONSTRAINT wallet_email_codes_purpose_check;
ALTER TABLE wallet_email_codes ADD CONSTRAINT wallet_email_codes_purpose_check
  CHECK (purpose IN ('login', 'update-primary', 'update-secondary', 'link'));

-- A social login whose provider-verified email is an email user's, waiting for that email's code. It belongs to
-- the social login it came from (its state, its project) and only the frame holding that login's PKCE verifier
-- finishes it (code_challenge = base64url(SHA-256(verifier))). Spent by the first right code (used = true). The
-- social login's row lives as long as the link and takes it along when the retention job deletes it.
CREATE TABLE wallet_social_links (
  state_hash text PRIMARY KEY REFERENCES wallet_social_logins (state_hash) ON DELETE CASCADE,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  code_challenge text NOT NULL,
  provider text NOT NULL,
  subject text NOT NULL,
  username text,
  -- The provider's verified email, lower-cased: the email user's login email when the link was started.
  email text NOT NULL,
  user_id text NOT NULL REFERENCES wallet_users (id) ON DELETE CASCADE,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used boolean NOT NULL DEFAULT false
);
