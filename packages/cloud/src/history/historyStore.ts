import type { Db, Queryable } from '../db/index.js';
import { createJobLeases, LeaseLostError } from '../jobs/index.js';
import type { IndexedTransfer } from './blockTransfers.js';
import type { NftMetadata, TokenMetadata } from './tokenMetadata.js';

/** A block the indexer has written: the last one per chain is its cursor. */
export interface IndexedBlock {
  number: number;
  hash: string;
}

/** A chain's lease in `job_leases`. */
const leaseName = (chainId: string) => `history:${chainId}`;

/** Blocks whose hashes are kept below the cursor: the deepest reorg the indexer can undo. */
export const keptBlocks = 256;

/** Rows per INSERT statement (PostgreSQL takes at most 65 535 parameters). */
const rowsPerInsert = 500;

const transferColumns = [
  'chain_id',
  'tx_hash',
  'log_index',
  'block_number',
  'tx_index',
  'mined_at',
  'kind',
  'token',
  'token_id',
  'sender',
  'recipient',
  'amount',
  'tx_from',
  'tx_to',
  'failed',
] as const;

function valuesList(rows: number, columns: number): string {
  return Array.from(
    { length: rows },
    (_, row) => `(${Array.from({ length: columns }, (_, c) => `$${row * columns + c + 1}`).join(', ')})`,
  ).join(', ');
}

async function insertRows(
  tx: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly unknown[][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += rowsPerInsert) {
    const chunk = rows.slice(start, start + rowsPerInsert);
    await tx.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${valuesList(chunk.length, columns.length)} ON CONFLICT DO NOTHING`,
      chunk.flat(),
    );
  }
}

/** The indexer's reads and writes; every write checks, in its transaction, that the caller holds the chain. */
export function createHistoryStore(db: Db) {
  const leases = createJobLeases(db);
  /** Locks the lease and the cursor; throws unless `holder` holds the chain and the cursor is `expected`. */
  async function fence(tx: Queryable, chainId: string, holder: string, expected: IndexedBlock | undefined) {
    if (!(await createJobLeases(tx).holds(leaseName(chainId), holder))) {
      throw new LeaseLostError(`The lease on ${chainId} expired`);
    }
    const { rows } = await tx.query<{ block_number: unknown; block_hash: string }>(
      'SELECT block_number, block_hash FROM history_cursors WHERE chain_id = $1 FOR UPDATE',
      [chainId],
    );
    const current = rows[0] && { number: Number(rows[0].block_number), hash: rows[0].block_hash };
    if (current?.number !== expected?.number || current?.hash !== expected?.hash) {
      throw new LeaseLostError(`The cursor of ${chainId} moved under this instance`);
    }
  }

  async function moveCursor(tx: Queryable, chainId: string, to: IndexedBlock) {
    await tx.query(
      `INSERT INTO history_cursors (chain_id, block_number, block_hash) VALUES ($1, $2, $3)
       ON CONFLICT (chain_id) DO UPDATE SET block_number = EXCLUDED.block_number, block_hash = EXCLUDED.block_hash`,
      [chainId, to.number, to.hash],
    );
  }

  return {
    /** Takes or renews the chain's lease for `leaseMs` (database clock); false while another instance holds it. */
    takeLease(chainId: string, holder: string, leaseMs: number): Promise<boolean> {
      return leases.acquire(leaseName(chainId), holder, leaseMs);
    },

    /** Lets another instance take the chain at once. */
    releaseLease(chainId: string, holder: string): Promise<void> {
      return leases.release(leaseName(chainId), holder);
    },

    async cursor(chainId: string): Promise<IndexedBlock | undefined> {
      const { rows } = await db.query<{ block_number: unknown; block_hash: string }>(
        'SELECT block_number, block_hash FROM history_cursors WHERE chain_id = $1',
        [chainId],
      );
      return rows[0] && { number: Number(rows[0].block_number), hash: rows[0].block_hash };
    },

    /** The kept blocks at or below `atOrBelow`, newest first. */
    async keptBlocks(chainId: string, atOrBelow: number): Promise<IndexedBlock[]> {
      const { rows } = await db.query<{ block_number: unknown; block_hash: string }>(
        `SELECT block_number, block_hash FROM history_blocks WHERE chain_id = $1 AND block_number <= $2
         ORDER BY block_number DESC`,
        [chainId, atOrBelow],
      );
      return rows.map((row) => ({ number: Number(row.block_number), hash: row.block_hash }));
    },

    /** Writes the blocks' transfers and hashes and moves the cursor to the last block, all or nothing. */
    async append(
      chainId: string,
      holder: string,
      expected: IndexedBlock | undefined,
      blocks: readonly IndexedBlock[],
      transfers: readonly IndexedTransfer[],
    ): Promise<void> {
      const last = blocks.at(-1);
      if (last === undefined) return;
      await db.transaction(async (tx) => {
        await fence(tx, chainId, holder, expected);
        await insertRows(
          tx,
          'history_transfers',
          transferColumns,
          transfers.map((t) => [
            chainId,
            t.txHash,
            t.logIndex,
            t.blockNumber,
            t.txIndex,
            t.minedAt,
            t.kind,
            t.token,
            t.tokenId,
            t.sender,
            t.recipient,
            t.amount,
            t.txFrom,
            t.txTo,
            t.failed,
          ]),
        );
        await insertRows(
          tx,
          'history_blocks',
          ['chain_id', 'block_number', 'block_hash'],
          blocks.map((block) => [chainId, block.number, block.hash]),
        );
        await tx.query('DELETE FROM history_blocks WHERE chain_id = $1 AND block_number < $2', [
          chainId,
          last.number - keptBlocks,
        ]);
        await moveCursor(tx, chainId, last);
      });
    },

    /** Undoes everything above `forkPoint` (a reorg replaced those blocks). */
    async rollBack(
      chainId: string,
      holder: string,
      expected: IndexedBlock,
      forkPoint: IndexedBlock,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await fence(tx, chainId, holder, expected);
        await tx.query('DELETE FROM history_transfers WHERE chain_id = $1 AND block_number > $2', [
          chainId,
          forkPoint.number,
        ]);
        await tx.query('DELETE FROM history_blocks WHERE chain_id = $1 AND block_number > $2', [
          chainId,
          forkPoint.number,
        ]);
        await moveCursor(tx, chainId, forkPoint);
      });
    },

    /**
     * Forgets everything indexed of the chain (a devnet started again, or a reorg deeper than the kept blocks):
     * the next step indexes it from the start.
     */
    async forget(chainId: string, holder: string, expected: IndexedBlock): Promise<void> {
      await db.transaction(async (tx) => {
        await fence(tx, chainId, holder, expected);
        for (const table of [
          'history_transfers',
          'history_blocks',
          'history_nfts',
          'history_tokens',
          'history_cursors',
        ])
          await tx.query(`DELETE FROM ${table} WHERE chain_id = $1`, [chainId]);
      });
    },

    /** Which of the token contracts have their metadata stored. */
    async knownTokens(chainId: string, addresses: readonly string[]): Promise<Set<string>> {
      if (addresses.length === 0) return new Set();
      const { rows } = await db.query<{ address: string }>(
        'SELECT address FROM history_tokens WHERE chain_id = $1 AND address = ANY($2::text[])',
        [chainId, addresses],
      );
      return new Set(rows.map((row) => row.address));
    },

    async tokenName(chainId: string, address: string): Promise<string | undefined> {
      const { rows } = await db.query<{ name: string }>(
        'SELECT name FROM history_tokens WHERE chain_id = $1 AND address = $2',
        [chainId, address],
      );
      return rows[0]?.name;
    },

    async saveToken(chainId: string, address: string, metadata: TokenMetadata): Promise<void> {
      await db.query(
        `INSERT INTO history_tokens (chain_id, address, name, symbol, decimals) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING`,
        [chainId, address, metadata.name, metadata.symbol, metadata.decimals],
      );
    },

    /** Which of the NFTs (`address:tokenId`) have their metadata stored. */
    async knownNfts(chainId: string, keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const { rows } = await db.query<{ key: string }>(
        `SELECT address || ':' || token_id AS key FROM history_nfts
         WHERE chain_id = $1 AND address || ':' || token_id = ANY($2::text[])`,
        [chainId, keys],
      );
      return new Set(rows.map((row) => row.key));
    },

    async saveNft(chainId: string, address: string, tokenId: string, metadata: NftMetadata): Promise<void> {
      await db.query(
        `INSERT INTO history_nfts (chain_id, address, token_id, name, image) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING`,
        [chainId, address, tokenId, metadata.name, metadata.image],
      );
    },
  };
}

export type HistoryStore = ReturnType<typeof createHistoryStore>;
