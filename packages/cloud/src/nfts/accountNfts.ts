import type { CaipNetworkId } from '@portico/core';
import type { AccountNft } from '@portico/core/wire';
import type { Queryable } from '../db/index.js';

/** Where a burn sends an NFT: no one holds what it received. */
const zeroAddress = `0x${'0'.repeat(40)}`;

interface HeldRow {
  token: string;
  token_id: string;
  collection_name: string | null;
  name: string | null;
  image: string | null;
}

/**
 * The ERC-721 tokens `account` (lower-case hex) holds on `chainId` by the indexed transfers: those whose
 * latest transfer went to it (a burn's went to the zero address: nobody holds the token). By collection, then
 * token id. Names and images come from the indexer's metadata cache.
 */
export async function accountNfts(
  db: Queryable,
  chainId: CaipNetworkId,
  account: string,
  spam: ReadonlySet<string>,
): Promise<AccountNft[]> {
  if (account === zeroAddress) return [];
  const { rows } = await db.query<HeldRow>(
    `WITH received AS (
       SELECT DISTINCT token, token_id FROM history_transfers
       WHERE recipient = $2 AND chain_id = $1 AND kind = 'erc721' AND NOT failed
     ),
     latest AS (
       SELECT DISTINCT ON (t.token, t.token_id) t.token, t.token_id, t.recipient
       FROM history_transfers t JOIN received r ON r.token = t.token AND r.token_id = t.token_id
       WHERE t.chain_id = $1 AND t.kind = 'erc721' AND NOT t.failed
       ORDER BY t.token, t.token_id, t.block_number DESC, t.log_index DESC
     )
     SELECT l.token, l.token_id, k.name AS collection_name, n.name, n.image
     FROM latest l
     LEFT JOIN history_tokens k ON k.chain_id = $1 AND k.address = l.token
     LEFT JOIN history_nfts n ON n.chain_id = $1 AND n.address = l.token AND n.token_id = l.token_id
     WHERE l.recipient = $2
     ORDER BY l.token, l.token_id::numeric`,
    [chainId, account],
  );
  return rows.map((row) => {
    const collectionName = row.collection_name ?? '';
    return {
      chainId,
      contractAddress: row.token,
      tokenId: row.token_id,
      collectionName,
      name: row.name || `${collectionName} #${row.token_id}`.trim(),
      ...(row.image ? { imageUrl: row.image } : {}),
      spam: spam.has(`${chainId}:${row.token}`),
    };
  });
}
