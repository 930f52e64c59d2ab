import { nodeMessagePart, selectSendAmountUsd, sendMessagePart, translateText } from '@portico/core';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { sendStyles } from './styles.js';

/** Confirms the previewed send and, once the wallet sent it, shows its hash and explorer link. */
export function WalletSendPreviewView() {
  const portico = usePorticoInstance();
  const t = useT(sendMessagePart, nodeMessagePart);
  const send = usePorticoState((state) => state.send);
  const amountUsd = usePorticoState(selectSendAmountUsd);
  const explorer = usePorticoState((state) => state.networks.activeCaipNetwork.blockExplorers?.default.name);

  if (send.sent) {
    return (
      <div className="view center" role="status">
        <style>{sendStyles}</style>
        <p>{t('send.sent')}</p>
        <p className="hash">{send.sent.hash}</p>
        {send.sent.explorerUrl && (
          <a className="secondary" href={send.sent.explorerUrl} target="_blank" rel="noreferrer">
            {t('send.viewOn', { explorer: explorer ?? t('send.theExplorer') })}
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
          {t('common.done')}
        </button>
      </div>
    );
  }

  const { token, fee } = send;
  return (
    <div className="view stack" aria-busy={send.loading}>
      <style>{sendStyles}</style>
      <section aria-label={t('send.summary')}>
        <dl className="summary">
          <dt>{t('send.amount')}</dt>
          <dd>
            {send.sendTokenAmount} {token?.symbol}
            {amountUsd && <span className="muted"> ≈ {amountUsd}</span>}
          </dd>
          <dt>{t('send.to')}</dt>
          <dd>
            {send.receiverProfileName
              ? `${send.receiverProfileName} (${send.resolvedReceiver})`
              : send.receiverAddress}
          </dd>
          {fee && (
            <>
              <dt>{t('common.networkFee')}</dt>
              <dd>
                {t('send.upTo', { amount: fee.amount, symbol: fee.symbol })}
                {fee.accountCreation &&
                  t('send.accountCreation', { amount: fee.accountCreation, symbol: fee.symbol })}
              </dd>
            </>
          )}
        </dl>
      </section>
      {send.error && (
        <p className="error-text" role="alert">
          {translateText(t, send.error)}
        </p>
      )}
      <button
        type="button"
        className="primary"
        disabled={send.loading}
        onClick={() => void portico.confirmSend()}
      >
        {send.loading ? t('send.confirmInWallet') : t('send.send')}
      </button>
      <button type="button" className="secondary" disabled={send.loading} onClick={() => portico.back()}>
        {t('send.edit')}
      </button>
    </div>
  );
}
