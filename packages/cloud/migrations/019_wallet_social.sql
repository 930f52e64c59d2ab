-- Social login into the embedded wallet (src/wallet/social). Times are ms since the epoch by the cloud's clock.

-- A user created by social login has no login email: the provider's email is kept with its identity below and
-- never opens an email-login wallet. Several NULL emails do not conflict under the UNIQUE constraint.
ALTER TABLE wallet_users ALTER COLUMN email DROP NOT NULL;

-- A login started by POST /v1/wallet/social/start, spent by the first POST /v1/wallet/social/verify that names its
-- state (used = true, whatever the outcome). The state is kept as its SHA-256; the PKCE code verifier is useless
-- without the provider's code, and the row is deleted by the retention job once expired.
CREATE TABLE wallet_social_logins (
  state_hash text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  provider text NOT NULL,
  code_verifier text NOT NULL,
  -- OpenID Connect providers only.
  nonce text,
  redirect_uri text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used boolean NOT NULL DEFAULT false
);
CREATE INDEX wallet_social_logins_expires ON wallet_social_logins (expires_at);

-- Who logged in at a provider: (provider, subject) is one user with one wallet. The username and the email (with
-- whether the provider verified it) are what the provider said at the latest login.
CREATE TABLE wallet_social_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id text NOT NULL UNIQUE REFERENCES wallet_users (id) ON DELETE CASCADE,
  username text,
  email text,
  email_verified boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (provider, subject)
);
