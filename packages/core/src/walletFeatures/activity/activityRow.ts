import type { HistoryTransaction, HistoryTransfer } from '../../cloud/wire/history.js';
import type { Translate } from '../../i18n/translator.js';
import { truncateAddress } from '../../shared/format/address.js';
import { transactionAmountSign } from '../../shared/format/amountSign.js';
import { formatQuantity } from '../../shared/format/quantity.js';
import { formatRelativeTime } from '../../shared/format/relativeTime.js';

/** A transaction as the Activity tab shows it. */
export interface ActivityRow {
  id: string;
  /** The operation type, capitalised: 'Send', 'Receive', 'Mint', … */
  operation: string;
  /** The other side: `to 0x12…abcdef` when the account sent, `from …` when it received. */
  counterparty: string;
  /** One per transfer: the signed quantity and symbol of a token, or an NFT's name. */
  amounts: readonly string[];
  /** The first transfer's token icon or NFT preview, if any. */
  imageUrl?: string;
  /** `now`, `5 min`, `2 hrs`, … (§5). */
  time: string;
  status: string;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function amountOf(transfer: HistoryTransfer, sign: string): string {
  if (transfer.nft_info) return transfer.nft_info.name;
  const symbol = transfer.fungible_info?.symbol ?? '';
  return `${sign}${formatQuantity(transfer.quantity.numeric)} ${symbol}`.trim();
}

function counterpartyOf(transaction: HistoryTransaction): string {
  const { sentFrom, sentTo } = transaction.metadata;
  const direction = transaction.transfers[0]?.direction;
  if (direction === 'in') return `from ${truncateAddress(sentFrom)}`;
  return `to ${truncateAddress(sentTo)}`;
}

/**
 * §5 a row of the activity list: the amount carries the operation's sign (DECISIONS "Transaction amount
 * signs"), the time is relative to `now`.
 */
export function activityRow(transaction: HistoryTransaction, now: number, t?: Translate): ActivityRow {
  const { metadata, transfers } = transaction;
  const sign = transactionAmountSign(metadata.operationType);
  const first = transfers[0];
  const imageUrl = first?.fungible_info?.icon?.url ?? first?.nft_info?.content?.preview?.url;
  return {
    id: transaction.id,
    operation: capitalised(metadata.operationType),
    counterparty: counterpartyOf(transaction),
    amounts: transfers.map((transfer) => amountOf(transfer, sign)),
    ...(imageUrl ? { imageUrl } : {}),
    time: formatRelativeTime(metadata.minedAt, now, t),
    status: metadata.status,
  };
}
