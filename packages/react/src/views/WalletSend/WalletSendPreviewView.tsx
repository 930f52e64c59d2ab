import { selectSendAmountUsd } from '@portico/core';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { sendStyles } from './styles.js';

/** Confirms the previewed send and, once the wallet sent it, shows its hash and explorer link. */
export function WalletSendPreviewView() {
  const portico = usePorticoInstance();
  const send = usePorticoState((state) => state.send);
  const amountUsd = usePorticoState(selectSendAmountUsd);
  const explorer = usePorticoState((state) => state.networks.activeCaipNetwork.blockExplorers?.default.name);

  if (send.sent) {
    return (
      <div className="view center" role="status">
        <style>{sendStyles}</style>
        <p>Transaction sent</p>
        <p className="hash">{send.sent.hash}</p>
        {send.sent.explorerUrl && (
          <a className="secondary" href={send.sent.explorerUrl} target="_blank" rel="noreferrer">
            View on {explorer ?? 'the explorer'}
          </a>
        )}
        <button
          type="button"
          className="primary"
          onClick={() => {
            portico.resetSend();
            portico.navigate('Account', undefined, { replace: true });
          }}
        >
          Done
        </button>
      </div>
    );
  }

  const { token, fee } = send;
  return (
    <div className="view stack" aria-busy={send.loading}>
      <style>{sendStyles}</style>
      <section aria-label="Send summary">
        <dl className="summary">
          <dt>Amount</dt>
          <dd>
            {send.sendTokenAmount} {token?.symbol}
            {amountUsd && <span className="muted"> ≈ {amountUsd}</span>}
          </dd>
          <dt>To</dt>
          <dd>
            {send.receiverProfileName
              ? `${send.receiverProfileName} (${send.resolvedReceiver})`
              : send.receiverAddress}
          </dd>
          {fee && (
            <>
              <dt>Network fee</dt>
              <dd>
                up to {fee.amount} {fee.symbol}
                {fee.accountCreation &&
                  ` (of which ${fee.accountCreation} ${fee.symbol} opens the receiver's token account)`}
              </dd>
            </>
          )}
        </dl>
      </section>
      {send.error && (
        <p className="error-text" role="alert">
          {send.error}
        </p>
      )}
      <button
        type="button"
        className="primary"
        disabled={send.loading}
        onClick={() => void portico.confirmSend()}
      >
        {send.loading ? 'Confirm in your wallet…' : 'Send'}
      </button>
      <button type="button" className="secondary" disabled={send.loading} onClick={() => portico.back()}>
        Edit
      </button>
    </div>
  );
}
