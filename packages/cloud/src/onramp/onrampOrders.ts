import { randomBytes } from 'node:crypto';
import type { OnrampOrder, OnrampOrderStatus } from '@portico/core/wire';
import type { Queryable } from '../db/index.js';

interface OrderRow {
  id: string;
  project_id: string;
  provider: string;
  status: OnrampOrderStatus;
  account: string;
  network: string;
  payment_amount: string | null;
  payment_currency: string | null;
  purchase_amount: string | null;
  purchase_currency: string | null;
  checkout_token: string | null;
  transaction_hash: string | null;
  failure_reason: string | null;
  created_at: string;
  updated_at: string;
}

/** A stored order with what only the cloud sees (its project, the checkout's one-time token). */
export interface StoredOrder {
  order: OnrampOrder;
  projectId: string;
  checkoutToken: string | null;
}

/** An unguessable id (144 random bits, base64url): order ids and checkout tokens. */
export const newOnrampSecret = () => randomBytes(18).toString('base64url');

const iso = (ms: string) => new Date(Number(ms)).toISOString();

function fromRow(row: OrderRow): StoredOrder {
  const amount = (value: string | null, currency: string | null) =>
    value !== null && currency !== null ? { amount: value, currency } : undefined;
  const paymentTotal = amount(row.payment_amount, row.payment_currency);
  const purchaseAmount = amount(row.purchase_amount, row.purchase_currency);
  return {
    projectId: row.project_id,
    checkoutToken: row.checkout_token,
    order: {
      id: row.id,
      provider: row.provider,
      status: row.status,
      account: row.account,
      network: row.network,
      ...(paymentTotal ? { paymentTotal } : {}),
      ...(purchaseAmount ? { purchaseAmount } : {}),
      ...(row.transaction_hash !== null ? { transactionHash: row.transaction_hash } : {}),
      ...(row.failure_reason !== null ? { failureReason: row.failure_reason } : {}),
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    },
  };
}

export interface NewOrder {
  id: string;
  projectId: string;
  provider: string;
  account: string;
  network: string;
  paymentTotal?: { amount: string; currency: string };
  purchaseAmount?: { amount: string; currency: string };
  checkoutToken?: string;
}

export async function insertOrder(db: Queryable, order: NewOrder, now: number): Promise<void> {
  await db.query(
    `INSERT INTO onramp_orders (id, project_id, provider, status, account, network, payment_amount, payment_currency,
       purchase_amount, purchase_currency, checkout_token, created_at, updated_at)
     VALUES ($1, $2, $3, 'pending', $4, $5, $6, $7, $8, $9, $10, $11, $11)`,
    [
      order.id,
      order.projectId,
      order.provider,
      order.account,
      order.network,
      order.paymentTotal?.amount ?? null,
      order.paymentTotal?.currency ?? null,
      order.purchaseAmount?.amount ?? null,
      order.purchaseAmount?.currency ?? null,
      order.checkoutToken ?? null,
      now,
    ],
  );
}

export async function findOrder(db: Queryable, id: string): Promise<StoredOrder | undefined> {
  const { rows } = await db.query<OrderRow>('SELECT * FROM onramp_orders WHERE id = $1', [id]);
  return rows[0] && fromRow(rows[0]);
}

/**
 * Takes the checkout's one-time token of a pending order: true for the one caller that presented it, false for
 * every other (a replay, a forged token, an order already paid or declined).
 */
export async function claimCheckout(db: Queryable, id: string, token: string, now: number): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE onramp_orders SET checkout_token = NULL, updated_at = $3
     WHERE id = $1 AND checkout_token = $2 AND status = 'pending' RETURNING 1`,
    [id, token, now],
  );
  return rows.length === 1;
}

/** Ends a pending order: completed with its transaction, or failed with the provider's message. */
export async function settleOrder(
  db: Queryable,
  id: string,
  settled: { status: OnrampOrderStatus; transactionHash?: string; failureReason?: string },
  now: number,
): Promise<void> {
  await db.query(
    `UPDATE onramp_orders SET status = $2, transaction_hash = $3, failure_reason = $4, checkout_token = NULL,
       updated_at = $5 WHERE id = $1 AND status = 'pending'`,
    [id, settled.status, settled.transactionHash ?? null, settled.failureReason ?? null, now],
  );
}

/** Where a page of a wallet's orders ends: the last order's creation time (ms) and id. */
export interface OrderPosition {
  createdAt: number;
  id: string;
}

/**
 * A page of a wallet's orders (by its address, on any chain: EVM addresses in any case, others exactly) with one provider in a project, newest first: at most
 * `limit`, after `after`; `next` is the last one's position when more follow.
 */
export async function accountOrders(
  db: Queryable,
  query: { projectId: string; address: string; provider: string; after?: OrderPosition; limit: number },
): Promise<{ orders: OnrampOrder[]; next?: OrderPosition }> {
  const { projectId, address, provider, after, limit } = query;
  const { rows } = await db.query<OrderRow>(
    `SELECT * FROM onramp_orders WHERE project_id = $1
       AND (split_part(account, ':', 3) = $2
         OR (account LIKE 'eip155:%' AND lower(split_part(account, ':', 3)) = lower($2)))
       AND provider = $3 AND ($4::bigint IS NULL OR (created_at, id) < ($4::bigint, $5::text))
     ORDER BY created_at DESC, id DESC LIMIT $6`,
    [projectId, address, provider, after?.createdAt ?? null, after?.id ?? '', limit + 1],
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    orders: page.map((row) => fromRow(row).order),
    ...(rows.length > limit && last ? { next: { createdAt: Number(last.created_at), id: last.id } } : {}),
  };
}
