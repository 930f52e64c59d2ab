import {
  type MessageKey,
  type CallsStatusView as Status,
  selectCallsStatus,
  sessionMessagePart,
  translateText,
  truncateAddress,
} from '@portico/core';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { ExternalIcon } from '../../modal/icons/icons.js';

const phaseText: Record<Status['phase'], MessageKey> = {
  loading: 'calls.checking',
  pending: 'calls.pending',
  success: 'calls.confirmed',
  failure: 'calls.failed',
};

const sameStatus = (a: Status, b: Status) =>
  a.id === b.id &&
  a.phase === b.phase &&
  a.error === b.error &&
  a.transactions.length === b.transactions.length &&
  a.transactions.every((t, i) => t.hash === b.transactions[i]?.hash && t.url === b.transactions[i]?.url);

/**
 * EIP-5792 `wallet_showCallsStatus`: a batch of calls as the wallet reports it — pending, confirmed or failed —
 * with a link to each transaction it landed in; a status that could not be read offers Retry.
 */
export function CallsStatusView() {
  const portico = usePorticoInstance();
  const t = useT(sessionMessagePart);
  const { id, phase, transactions, error } = usePorticoState(selectCallsStatus, sameStatus);
  return (
    <div className="view stack">
      <p className="center" role="status" aria-busy={phase === 'loading' || phase === 'pending'}>
        {error ? t('calls.unavailable') : t(phaseText[phase])}
      </p>
      {transactions.map(({ hash, url }) =>
        url ? (
          <a className="row" key={hash} href={url} target="_blank" rel="noreferrer">
            <span className="row-label">{t('calls.viewTransaction', { hash: truncateAddress(hash) })}</span>
            <ExternalIcon />
          </a>
        ) : (
          <p className="row muted" key={hash}>
            {t('calls.transaction', { hash: truncateAddress(hash) })}
          </p>
        ),
      )}
      {error ? (
        <>
          <p className="error-text" role="alert">
            {translateText(t, error)}
          </p>
          {id ? (
            <button type="button" className="secondary" onClick={() => void portico.showCallsStatus(id)}>
              {t('common.retry')}
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
