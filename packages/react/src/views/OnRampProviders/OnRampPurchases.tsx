import { onrampPurchaseRows } from '@portico/core';
import { useId } from 'react';
import { usePorticoState } from '../../hooks/usePorticoState.js';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** §3 coinbaseTransactions: the account's purchases with the project's providers, newest first, with their status. */
export function OnRampPurchases() {
  const purchases = usePorticoState((state) => state.activity.coinbaseTransactions);
  const headingId = useId();
  if (purchases.length === 0) return null;
  return (
    <section className="stack" aria-labelledby={headingId}>
      <h3 id={headingId} className="muted">
        Recent purchases
      </h3>
      <ul className="stack" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {onrampPurchaseRows(purchases).map((row) => (
          <li key={row.id} className="row">
            <span className="row-label">
              {row.title} · {row.provider}
            </span>
            <span className="muted">
              {row.status} · <time dateTime={row.date}>{dateFormat.format(new Date(row.date))}</time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
