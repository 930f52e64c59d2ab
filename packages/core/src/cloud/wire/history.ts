import { type Static, Type } from '@sinclair/typebox';
import type { Transaction, Transfer } from '../../walletFeatures/transactions/transaction.js';
import { sdkQueryWith } from './sdkQuery.js';

/**
 * GET /v1/account/{account}/history?cursor&chainId&onramp's query: `onramp` (e.g. `coinbase`) asks for
 * on-ramp purchases, of which the cloud has none yet (an empty page).
 */
export const HistoryQuery = sdkQueryWith({
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  chainId: Type.Optional(Type.String({ pattern: '^eip155:[0-9]{1,32}$' })),
  onramp: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
});
export type HistoryQuery = Static<typeof HistoryQuery>;

/** A transfer of the history as the cloud serves it: seen from the account asked about. */
export interface HistoryTransfer extends Transfer {
  /** `in` to the account, `out` from it, `self` both. */
  direction: 'in' | 'out' | 'self';
}

/** A transaction of the history as the cloud serves it. `status` is pending, confirmed or failed. */
export interface HistoryTransaction extends Transaction {
  transfers: HistoryTransfer[];
}

/**
 * GET /v1/account/{account}/history: a page of the account's transactions, newest first; `next` is the cursor
 * of the following page, null on the last one. (A transaction's shape is core's `Transaction`, its transfers
 * with their `direction`.)
 */
export const AccountHistoryResponse = Type.Object({
  data: Type.Array(Type.Unsafe<HistoryTransaction>(Type.Object({}))),
  next: Type.Union([Type.String(), Type.Null()]),
});
export type AccountHistoryResponse = Static<typeof AccountHistoryResponse>;
