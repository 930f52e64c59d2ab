-- Sign-in with the wallet (src/siwx). Times are ms since the epoch by the cloud's clock.

-- Single-use nonces: a verification spends its nonce (used = true) in the transaction that stores the session.
CREATE TABLE siwx_nonces (
  nonce text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used boolean NOT NULL DEFAULT false
);
CREATE INDEX siwx_nonces_expires ON siwx_nonces (expires_at);

-- §3 SIWX sessions, per project, account (address as signed; address_key lower-cased on eip155) and network.
CREATE TABLE siwx_sessions (
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  chain_id text NOT NULL,
  address_key text NOT NULL,
  data jsonb NOT NULL,
  message text NOT NULL,
  signature text NOT NULL,
  cacao jsonb,
  nonce text NOT NULL UNIQUE,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  revoked boolean NOT NULL DEFAULT false
);
CREATE INDEX siwx_sessions_account ON siwx_sessions (project_id, address_key, expires_at);
CREATE INDEX siwx_sessions_expires ON siwx_sessions (expires_at);

-- The keys session tokens are signed with (ES256). The private key is AES-256-GCM under the cloud's share key,
-- bound to its kid; the public key is served at GET /.well-known/jwks.json.
CREATE TABLE siwx_signing_keys (
  kid text PRIMARY KEY,
  private_key_ciphertext text NOT NULL,
  public_jwk jsonb NOT NULL,
  created_at bigint NOT NULL
);
