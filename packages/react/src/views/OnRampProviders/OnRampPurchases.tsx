import { onrampMessagePart, onrampPurchaseRows } from '@portico/core';
import { useId } from 'react';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';

/** §3 coinbaseTransactions: the account's purchases with the project's providers, newest first, with their status. */
export function OnRampPurchases() {
  const t = useT(onrampMessagePart);
  const purchases = usePorticoState((state) => state.activity.coinbaseTransactions);
  const dateFormat = new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeStyle: 'short' });
  const headingId = useId();
  if (purchases.length === 0) return null;
  return (
    <section className="stack" aria-labelledby={headingId}>
      <h3 id={headingId} className="muted">
        {t('onramp.recentPurchases')}
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
