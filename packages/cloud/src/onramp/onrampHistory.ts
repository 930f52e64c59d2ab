import type { HistoryTransaction, OnrampOrder } from '@portico/core/wire';

const historyStatus = { pending: 'pending', completed: 'confirmed', failed: 'failed' } as const;

/**
 * An on-ramp order as an Activity entry (§3 coinbaseTransactions): the purchase as an incoming transfer to the wallet,
 * from the provider; its id is the order's, its status pending, confirmed or failed.
 */
export function orderTransaction(order: OnrampOrder): HistoryTransaction {
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
