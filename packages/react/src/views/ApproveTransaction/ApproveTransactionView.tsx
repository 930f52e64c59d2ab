import { selectPendingApproval } from '@portico/core';
import { Fragment, useId } from 'react';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';

const approvalStyles = `
.request-heading { margin: 0; font-size: 1.05em; }
.summary { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; text-align: start; margin: 0; }
.summary dt { color: var(--p-fg-muted); }
.summary dd { margin: 0; text-align: end; overflow-wrap: anywhere; }
.actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
`;

/** §2 ApproveTransaction: the request on top of the stack, named and summarised, with Approve and Reject. */
export function ApproveTransactionView() {
  const portico = usePorticoInstance();
  const pending = usePorticoState(selectPendingApproval);
  const running = usePorticoState((state) => state.approval.running);
  const error = usePorticoState((state) => state.approval.error);
  const id = useId();
  if (!pending) return <div className="view center muted">No request is waiting.</div>;
  const { summary } = pending;
  return (
    <section className="view stack" aria-labelledby={id} aria-busy={running}>
      <style>{approvalStyles}</style>
      <h2 id={id} className="request-heading">
        {summary.title}
      </h2>
      <dl className="summary">
        {summary.rows.map((row, index) => (
          // Rows may repeat a label (one per instruction or call); their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
          <Fragment key={index}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </Fragment>
        ))}
      </dl>
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      <div className="actions">
        <button type="button" className="secondary" disabled={running} onClick={portico.rejectRequest}>
          Reject
        </button>
        <button
          type="button"
          className="primary"
          disabled={running}
          onClick={() => void portico.approveRequest()}
        >
          Approve
        </button>
      </div>
    </section>
  );
}
