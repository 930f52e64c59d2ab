import { selectPendingApproval } from '@portico/core';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { SecureFrame } from '../shared/SecureFrame.js';

/**
 * §2 ApproveTransaction: the secure frame itself, made visible in the modal. The frame shows the request, who asks
 * and Approve/Reject in its own document; the page has no Approve of its own (DECISIONS "Approvals of the
 * embedded wallet").
 */
export function ApproveTransactionView() {
  const pending = usePorticoState(selectPendingApproval);
  const error = usePorticoState((state) => state.approval.error);
  if (!pending) return <div className="view center muted">No request is waiting.</div>;
  return (
    <div className="view stack">
      <SecureFrame label="Review the request in your Portico wallet" />
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
