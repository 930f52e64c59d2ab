import { connectingMessagePart, type PorticoState, translateText } from '@portico/core';
import { useLogger, usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { QrCode } from '../shared/QrCode.js';
import { SecureFrame } from '../shared/SecureFrame.js';
import { SocialIcon } from '../shared/socialProviders.js';
import { farcasterStyles } from './styles.js';

const selectFarcaster = (state: PorticoState) => state.embeddedWallet.farcaster;
/** §3 the relay channel's URL, on the active namespace's account (core sets it on every namespace's). */
const selectFarcasterUrl = (state: PorticoState) =>
  state.accounts[state.connection.activeNamespace]?.farcasterUrl;

/**
 * §4 Farcaster login under way: the relay channel's URL as a QR code for the phone's Farcaster app, as a link
 * that opens it on this device and as a link to copy, while the secure frame waits for the approval; then the
 * recovery password (typed in the secure frame, shown here), or the failure with Retry (a new channel).
 */
export function ConnectingFarcasterView() {
  const portico = usePorticoInstance();
  const logger = useLogger();
  const t = useT(connectingMessagePart);
  const farcaster = usePorticoState(selectFarcaster);
  const url = usePorticoState(selectFarcasterUrl);

  if (farcaster.step === 'recovery') {
    return (
      <div className="view stack">
        <SecureFrame
          label={farcaster.recovery === 'unlock' ? t('email.recoveryUnlock') : t('email.recoveryChoose')}
        />
      </div>
    );
  }
  if (farcaster.step === 'failed') {
    return (
      <div className="view center">
        <SocialIcon provider="farcaster" size={56} />
        <p className="error-text" role="alert">
          {farcaster.error && translateText(t, farcaster.error)}
        </p>
        <button type="button" className="primary" onClick={() => void portico.connectFarcaster()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }

  const copy = () => {
    if (!url) return;
    const done = () => portico.showToast({ message: t('toast.linkCopied'), variant: 'success' });
    const failed = (failure: unknown) => {
      logger.warn('Copying the Farcaster link failed', failure);
      portico.showToast({ message: t('toast.linkCopyFailed'), variant: 'error' });
    };
    (navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('No clipboard'))).then(done, failed);
  };

  return (
    <div className="view stack farcaster">
      <style>{farcasterStyles}</style>
      {url ? (
        <QrCode value={url} label={t('farcaster.qrLabel')} />
      ) : (
        <div className="qr-placeholder" role="status" aria-busy="true">
          <span className="muted">{t('common.preparingQr')}</span>
        </div>
      )}
      <div className="center" role="status">
        <p>{t('farcaster.scan')}</p>
        <p className="muted">{t('farcaster.waiting')}</p>
      </div>
      {url ? (
        <a className="row" href={url} target="_blank" rel="noreferrer">
          <SocialIcon provider="farcaster" size={20} />
          <span className="row-label">{t('farcaster.open')}</span>
        </a>
      ) : null}
      <button type="button" className="secondary" disabled={!url} onClick={copy}>
        {t('common.copyLink')}
      </button>
    </div>
  );
}
