import type { Transaction } from './transaction.js';

/**
 * §5 spam filter: a transaction is spam when every transfer is an NFT flagged as spam. A transaction
 * without transfers (an approval, a contract call) is not spam.
 */
export function isSpamTransaction(transaction: Transaction): boolean {
  return (
    transaction.transfers.length > 0 &&
    transaction.transfers.every((transfer) => transfer.nft_info?.flags?.is_spam === true)
  );
}

export interface TransactionFilter {
  /** CAIP-2 id of the active network; without one no transaction is kept. */
  activeCaipNetworkId: string | undefined;
  /** The list fetched with `onramp=coinbase` (§7) is not filtered (§5). */
  onramp?: 'coinbase';
}

/**
 * §5: drops spam and keeps only transactions whose `metadata.chain` equals the active network's CAIP
 * id. The coinbase on-ramp list is returned as it came. Always a new array.
 */
export function filterTransactions<T extends Transaction>(
  transactions: readonly T[],
  filter: TransactionFilter,
): T[] {
  if (filter.onramp === 'coinbase') return [...transactions];
  return transactions.filter(
    (transaction) =>
      filter.activeCaipNetworkId !== undefined &&
      transaction.metadata.chain === filter.activeCaipNetworkId &&
      !isSpamTransaction(transaction),
  );
}
