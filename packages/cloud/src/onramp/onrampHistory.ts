import type { AccountHistoryResponse, HistoryTransaction, OnrampOrder } from '@portico/core/wire';
import type { Queryable } from '../db/index.js';
import { accountOrders, type OrderPosition } from './onrampOrders.js';

const historyStatus = { pending: 'pending', completed: 'confirmed', failed: 'failed' } as const;

/**
 * An on-ramp order as an Activity entry (§3 coinbaseTransactions): the purchase as an incoming transfer to the wallet,
 * from the provider; its id is the order's, its status pending, confirmed or failed.
 */
function orderTransaction(order: OnrampOrder): HistoryTransaction {
  const [namespace = '', reference = '', address = ''] = order.account.split(':');
  return {
    id: order.id,
    metadata: {
      minedAt: order.updatedAt,
      chain: `${namespace}:${reference}`,
      operationType: 'receive',
      status: historyStatus[order.status],
      sentFrom: order.provider,
      sentTo: address,
    },
    transfers: order.purchaseAmount
      ? [
          {
            direction: 'in',
            quantity: { numeric: order.purchaseAmount.amount },
            fungible_info: { symbol: order.purchaseAmount.currency },
          },
        ]
      : [],
  };
}

/** Orders per history page (§7 history pages; the indexer's pages are of the same size). */
const pageSize = 100;

const encodeOrderCursor = ({ createdAt, id }: OrderPosition) =>
  Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');

/** The position an order cursor names; undefined when it is not one this server made. */
function decodeOrderCursor(cursor: string): OrderPosition | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
  const [createdAt, id] = parsed as unknown[];
  if (!Number.isSafeInteger(createdAt) || (createdAt as number) < 0) return undefined;
  if (typeof id !== 'string' || !/^[-_a-zA-Z0-9]{1,64}$/.test(id)) return undefined;
  return { createdAt: createdAt as number, id };
}

/**
 * §3 coinbaseTransactions: a page of the wallet's on-ramp orders with `provider` in the project, newest first, as
 * Activity entries; undefined when `cursor` is not one this server gave.
 */
export async function onrampHistoryPage(
  db: Queryable,
  query: { projectId: string; address: string; provider: string; cursor?: string },
): Promise<AccountHistoryResponse | undefined> {
  const after = query.cursor === undefined ? undefined : decodeOrderCursor(query.cursor);
  if (query.cursor !== undefined && after === undefined) return undefined;
  const { orders, next } = await accountOrders(db, {
    ...query,
    ...(after ? { after } : {}),
    limit: pageSize,
  });
  return { data: orders.map(orderTransaction), next: next ? encodeOrderCursor(next) : null };
}
