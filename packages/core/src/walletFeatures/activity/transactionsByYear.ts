import type { HistoryTransaction } from '../../cloud/wire/history.js';
import type { ActivityState } from './activityState.js';

/**
 * §3 transactionsByYear: groups transactions by the UTC year and month they were mined, keeping their
 * order. A transaction without a readable `minedAt` is left out of the groups.
 */
export function groupTransactionsByYear(
  transactions: readonly HistoryTransaction[],
): ActivityState['transactionsByYear'] {
  const years: Record<number, Record<number, HistoryTransaction[]>> = {};
  for (const transaction of transactions) {
    const mined = new Date(transaction.metadata.minedAt);
    if (Number.isNaN(mined.getTime())) continue;
    const year = mined.getUTCFullYear();
    const month = mined.getUTCMonth();
    const months = years[year] ?? {};
    years[year] = months;
    const list = months[month] ?? [];
    months[month] = list;
    list.push(transaction);
  }
  return years;
}
