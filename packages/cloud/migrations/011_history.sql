-- The activity history: what the indexer read from each EVM chain. Addresses and hashes are lower-case hex;
-- amounts and token ids decimal strings; times ms since the epoch.

-- The last block indexed per chain (CAIP-2 id): the next block's parent hash must equal `block_hash`.
CREATE TABLE history_cursors (
  chain_id text PRIMARY KEY,
  block_number bigint NOT NULL,
  block_hash text NOT NULL
);

-- The hashes of the recent indexed blocks, to find the fork point of a reorg.
CREATE TABLE history_blocks (
  chain_id text NOT NULL,
  block_number bigint NOT NULL,
  block_hash text NOT NULL,
  PRIMARY KEY (chain_id, block_number)
);

-- One row per native transfer (log_index -1) or ERC-20/ERC-721 Transfer log.
CREATE TABLE history_transfers (
  chain_id text NOT NULL,
  tx_hash text NOT NULL,
  log_index integer NOT NULL,
  block_number bigint NOT NULL,
  tx_index integer NOT NULL,
  mined_at bigint NOT NULL,
  -- 'native', 'erc20' or 'erc721'.
  kind text NOT NULL,
  -- The token contract; '' for native transfers.
  token text NOT NULL,
  -- ERC-721 token id; '' otherwise.
  token_id text NOT NULL,
  sender text NOT NULL,
  recipient text NOT NULL,
  amount text NOT NULL,
  tx_from text NOT NULL,
  tx_to text NOT NULL,
  failed boolean NOT NULL,
  PRIMARY KEY (chain_id, tx_hash, log_index)
);
CREATE INDEX history_transfers_sender ON history_transfers (sender, mined_at DESC, block_number DESC);
CREATE INDEX history_transfers_recipient ON history_transfers (recipient, mined_at DESC, block_number DESC);
CREATE INDEX history_transfers_block ON history_transfers (chain_id, block_number);

-- ERC-20 and ERC-721 contract metadata read from the chain (name(), symbol(), decimals()).
CREATE TABLE history_tokens (
  chain_id text NOT NULL,
  address text NOT NULL,
  name text NOT NULL,
  symbol text NOT NULL,
  decimals integer NOT NULL,
  PRIMARY KEY (chain_id, address)
);

-- ERC-721 token metadata from tokenURI's data: JSON (name, image); empty strings when it had none.
CREATE TABLE history_nfts (
  chain_id text NOT NULL,
  address text NOT NULL,
  token_id text NOT NULL,
  name text NOT NULL,
  image text NOT NULL,
  PRIMARY KEY (chain_id, address, token_id)
);

-- Which cloud instance indexes a chain: taken with an expiry, renewed while it runs.
CREATE TABLE history_leases (
  chain_id text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);
