import { selectPendingApproval, sessionMessagePart, translateText } from '@portico/core';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { SecureFrame } from '../shared/SecureFrame.js';

/**
 * §2 ApproveTransaction: the secure frame itself, made visible in the modal. The frame shows the request, who asks
 * and Approve/Reject in its own document; the page has no Approve of its own (DECISIONS "Approvals of the
 * embedded wallet").
 */
export function ApproveTransactionView() {
  const t = useT(sessionMessagePart);
  const pending = usePorticoState(selectPendingApproval);
  const error = usePorticoState((state) => state.approval.error);
  if (!pending) return <div className="view center muted">{t('approve.none')}</div>;
  return (
    <div className="view stack">
      <SecureFrame label={t('approve.review')} />
      {error ? (
        <p className="error-text" role="alert">
          {translateText(t, error)}
        </p>
      ) : null}
    </div>
  );
}
