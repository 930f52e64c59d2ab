import type { HistoryTransaction } from '../../cloud/wire/history.js';
import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';

/** The transactions of one year, by month (0 = January), each month newest first. */
export type TransactionsByMonth = Readonly<Record<number, readonly HistoryTransaction[]>>;

/** §3 Transaction list state: the active account's activity on the active network. */
export interface ActivityState {
  /** Every page fetched so far, after the §5 filter, newest first. */
  transactions: readonly HistoryTransaction[];
  /**
   * The account's on-ramp purchases (`history?onramp=` of each of the project's providers, §7), newest first: not
   * filtered (§5); read when the on-ramp's providers view shows and when a purchase ends.
   */
  coinbaseTransactions: readonly HistoryTransaction[];
  /** `transactions` by year (UTC, of `minedAt`) and month. */
  transactionsByYear: Readonly<Record<number, TransactionsByMonth>>;
  /** The network the list belongs to; a change of network or account resets the list. */
  lastNetworkInView?: CaipNetworkId;
  loading: boolean;
  /** Nothing left after filtering, or the fetch failed (§5). */
  empty: boolean;
  /** The cursor of the next page; absent once the last page arrived or after a reset. */
  next?: string;
}

export const initialActivityState: ActivityState = {
  transactions: [],
  coinbaseTransactions: [],
  transactionsByYear: {},
  loading: false,
  empty: false,
};

declare module '../../instance/porticoState.js' {
  interface PorticoState {
    activity: ActivityState;
  }
}
