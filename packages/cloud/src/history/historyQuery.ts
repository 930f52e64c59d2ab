import { builtInNetworks, porticoDevnet, porticoTestnet } from '@portico/core';
import type { AccountHistoryResponse, HistoryTransaction, HistoryTransfer } from '@portico/core/wire';
import type { HistoryConfig } from '../config.js';
import type { Queryable } from '../db/index.js';
import { imageLabel } from '../images/imageCatalogue.js';
import { decimalAmount } from './decimalAmount.js';
import { encodeHistoryCursor, type HistoryPosition } from './historyCursor.js';
import { spamCollections } from './spamCollections.js';

export interface HistoryPageQuery {
  /** Lower-case hex address. */
  account: string;
  chainId?: string | undefined;
  after?: HistoryPosition | undefined;
  /** The cloud's own origin, for token icon URLs. */
  origin: string;
}

interface TransferRow {
  chain_id: string;
  tx_hash: string;
  block_number: unknown;
  tx_index: number;
  mined_at: unknown;
  kind: 'native' | 'erc20' | 'erc721';
  token: string;
  sender: string;
  recipient: string;
  amount: string;
  tx_from: string;
  tx_to: string;
  failed: boolean;
  symbol: string | null;
  decimals: number | null;
  nft_name: string | null;
  image: string | null;
}

/** The sort key of one transaction of the page. */
interface PageKey {
  chain_id: string;
  tx_hash: string;
  block_number: unknown;
  tx_index: number;
  mined_at: unknown;
}

const zeroAddress = `0x${'0'.repeat(40)}`;

const nativeSymbols = new Map(
  [...builtInNetworks, porticoDevnet(), porticoTestnet()].map((n) => [
    n.caipNetworkId as string,
    n.nativeCurrency,
  ]),
);

function direction(row: TransferRow, account: string): HistoryTransfer['direction'] {
  if (row.sender === account && row.recipient === account) return 'self';
  return row.sender === account ? 'out' : 'in';
}

/** send, receive, mint (in from the zero address), burn (out to it), or trade (in and out). */
function operationType(rows: readonly TransferRow[], account: string): string {
  const directions = new Set(rows.map((row) => direction(row, account)));
  if (rows.some((row) => row.sender === zeroAddress && row.recipient === account)) return 'mint';
  if (rows.some((row) => row.recipient === zeroAddress && row.sender === account)) return 'burn';
  if (directions.has('in') && directions.has('out')) return 'trade';
  return directions.has('in') ? 'receive' : 'send';
}

function transfer(row: TransferRow, account: string, spam: Set<string>, origin: string): HistoryTransfer {
  const common = { direction: direction(row, account) };
  if (row.kind === 'erc721') {
    return {
      ...common,
      quantity: { numeric: '1' },
      nft_info: {
        name: row.nft_name ?? '',
        ...(row.image ? { content: { preview: { url: row.image } } } : {}),
        flags: { is_spam: spam.has(`${row.chain_id}:${row.token}`) },
      },
    };
  }
  const native = row.kind === 'native' ? nativeSymbols.get(row.chain_id) : undefined;
  const symbol = row.kind === 'native' ? (native?.symbol ?? 'ETH') : (row.symbol ?? '');
  const decimals = row.kind === 'native' ? (native?.decimals ?? 18) : (row.decimals ?? 0);
  const icon = imageLabel('token', symbol)
    ? { icon: { url: `${origin}/public/getTokenImage/${symbol}` } }
    : {};
  return {
    ...common,
    quantity: { numeric: decimalAmount(row.amount, decimals) },
    fungible_info: { symbol, ...icon },
  };
}

/**
 * One page of the account's transactions (those with a transfer from or to it), newest first: by time,
 * then chain, block and position in the block. `status` is pending until the block is `confirmations`
 * blocks below the chain's indexed head.
 */
export async function historyPage(
  db: Queryable,
  config: Pick<HistoryConfig, 'pageSize' | 'confirmations' | 'spam'>,
  query: HistoryPageQuery,
): Promise<AccountHistoryResponse> {
  const { account, chainId, after, origin } = query;
  const params: unknown[] = [account];
  const conditions = ['(sender = $1 OR recipient = $1)'];
  if (chainId !== undefined) {
    params.push(chainId);
    conditions.push(`chain_id = $${params.length}`);
  }
  if (after !== undefined) {
    params.push(after.minedAt, after.chainId, after.blockNumber, after.txIndex);
    const n = params.length;
    conditions.push(
      `(mined_at, chain_id, block_number, tx_index) < ($${n - 3}::bigint, $${n - 2}::text, $${n - 1}::bigint, $${n}::integer)`,
    );
  }
  params.push(config.pageSize + 1);
  const { rows: keys } = await db.query<PageKey>(
    `SELECT chain_id, tx_hash, block_number, tx_index, mined_at FROM history_transfers
     WHERE ${conditions.join(' AND ')}
     GROUP BY chain_id, tx_hash, block_number, tx_index, mined_at
     ORDER BY mined_at DESC, chain_id DESC, block_number DESC, tx_index DESC
     LIMIT $${params.length}`,
    params,
  );
  const page = keys.slice(0, config.pageSize);
  if (page.length === 0) return { data: [], next: null };

  const [{ rows }, { rows: heads }] = await Promise.all([
    db.query<TransferRow>(
      `SELECT t.chain_id, t.tx_hash, t.block_number, t.tx_index, t.mined_at, t.kind, t.token, t.sender,
              t.recipient, t.amount, t.tx_from, t.tx_to, t.failed, k.symbol, k.decimals, n.name AS nft_name, n.image
       FROM history_transfers t
       LEFT JOIN history_tokens k ON k.chain_id = t.chain_id AND k.address = t.token
       LEFT JOIN history_nfts n ON n.chain_id = t.chain_id AND n.address = t.token AND n.token_id = t.token_id
       WHERE (t.sender = $1 OR t.recipient = $1)
         AND (t.chain_id, t.tx_hash) IN (SELECT * FROM unnest($2::text[], $3::text[]))
       ORDER BY t.log_index`,
      [account, page.map((key) => key.chain_id), page.map((key) => key.tx_hash)],
    ),
    db.query<{ chain_id: string; block_number: unknown }>(
      'SELECT chain_id, block_number FROM history_cursors',
    ),
  ]);
  const headOf = new Map(heads.map((head) => [head.chain_id, Number(head.block_number)]));
  const spam = spamCollections(config.spam);
  const byTx = new Map<string, TransferRow[]>();
  for (const row of rows) {
    const key = `${row.chain_id} ${row.tx_hash}`;
    byTx.set(key, [...(byTx.get(key) ?? []), row]);
  }
  // A reorg rolled back between the two reads drops its transactions from the page.
  const data = page.flatMap(({ chain_id, tx_hash }): HistoryTransaction[] => {
    const txRows = byTx.get(`${chain_id} ${tx_hash}`) ?? [];
    const first = txRows[0];
    if (first === undefined) return [];
    const depth = (headOf.get(chain_id) ?? 0) - Number(first.block_number);
    const status = first.failed ? 'failed' : depth >= config.confirmations ? 'confirmed' : 'pending';
    const transaction: HistoryTransaction = {
      id: tx_hash,
      metadata: {
        minedAt: new Date(Number(first.mined_at)).toISOString(),
        chain: chain_id,
        operationType: operationType(txRows, account),
        status,
        sentFrom: first.tx_from,
        sentTo: first.tx_to,
      },
      transfers: txRows.map((row) => transfer(row, account, spam, origin)),
    };
    return [transaction];
  });
  const last = keys.length > config.pageSize ? page.at(-1) : undefined;
  return {
    data,
    next: last
      ? encodeHistoryCursor({
          minedAt: Number(last.mined_at),
          chainId: last.chain_id,
          blockNumber: Number(last.block_number),
          txIndex: last.tx_index,
        })
      : null,
  };
}
