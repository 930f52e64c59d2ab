-- An NFT's latest transfer (its current holder) is looked up per collection and token id.
CREATE INDEX history_nft_transfers ON history_transfers (chain_id, token, token_id, block_number DESC, log_index DESC)
  WHERE kind = 'erc721';
