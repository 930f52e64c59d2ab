-- Identity answers (GET /v1/identity/{address}) per chain and address, reused for `names.identityCacheMs`
-- by every instance sharing the database. `fetched_at`: ms since the epoch, by the cloud's clock.
CREATE TABLE identity_cache (
  chain_id text NOT NULL,
  address text NOT NULL,
  name text,
  avatar text,
  fetched_at bigint NOT NULL,
  PRIMARY KEY (chain_id, address)
);
