import {
  connectingMessagePart,
  type RouteData,
  selectCanPairWalletConnect,
  selectPairingUri,
  selectPairingWallet,
  selectWalletConnectError,
  translateText,
  walletLinks,
} from '@portico/core';
import { useEffect, useRef } from 'react';
import { useLogger, usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { QrCode } from '../shared/QrCode.js';
import { walletConnectStyles } from './styles.js';

const linkLabels = {
  mobile: 'wc.openMobile',
  desktop: 'wc.openDesktop',
  web: 'wc.openWeb',
} as const;

/**
 * §2 ConnectingWalletConnect: pairs a remote wallet. The pairing URI as a QR code (with the wallet's icon), a copy
 * button and the registry entry's app links; a fresh URI replaces an expired one. `basic` (manual control, §2 rule 2)
 * shows only the QR code and the copy button.
 */
export function ConnectingWalletConnectView({
  basic = false,
}: {
  data?: RouteData['ConnectingWalletConnect'];
  basic?: boolean;
}) {
  const portico = usePorticoInstance();
  const logger = useLogger();
  const t = useT(connectingMessagePart);
  const uri = usePorticoState(selectPairingUri);
  const wallet = usePorticoState(selectPairingWallet);
  const error = usePorticoState(selectWalletConnectError);
  const started = useRef(false);
  const canPair = usePorticoState(selectCanPairWalletConnect);

  const pair = () =>
    portico
      .connectWalletConnect()
      .catch((failure: unknown) => logger.error('WalletConnect pairing failed', failure));

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects; under manual control the dApp pairs.
    if (started.current || basic || !canPair) return;
    started.current = true;
    void pair();
  });

  if (!canPair && !uri) {
    return (
      <div className="view center">
        <p>{t('wc.notSetUp')}</p>
      </div>
    );
  }

  const name = wallet?.name ?? t('connect.yourWallet');
  const copy = () => {
    if (!uri) return;
    const done = () => portico.showToast({ message: t('toast.linkCopied'), variant: 'success' });
    const failed = (failure: unknown) => {
      logger.warn('Copying the pairing link failed', failure);
      portico.showToast({ message: t('toast.linkCopyFailed'), variant: 'error' });
    };
    (navigator.clipboard?.writeText(uri) ?? Promise.reject(new Error('No clipboard'))).then(done, failed);
  };
  const links = uri && wallet && !basic ? walletLinks(wallet, uri, portico.isMobile(), logger) : [];

  return (
    <div className="view stack">
      <style>{walletConnectStyles}</style>
      {uri ? (
        <QrCode value={uri} label={t('wc.qrLabel', { name })} icon={wallet?.imageUrl} />
      ) : (
        <div className="qr-placeholder" role="status" aria-busy="true">
          <span className="muted">{t('common.preparingQr')}</span>
        </div>
      )}
      <p className="center muted">{t('wc.scan', { name })}</p>
      {error ? (
        <>
          <p className="error-text" role="alert">
            {translateText(t, error.message)}
          </p>
          <button type="button" className="primary" onClick={() => void pair()}>
            {t('common.retry')}
          </button>
        </>
      ) : null}
      <button type="button" className="secondary" disabled={!uri} onClick={copy}>
        {t('common.copyLink')}
      </button>
      {links.length > 0 ? (
        <div className="wallet-links">
          {links.map((link) => (
            <a
              key={link.kind}
              className="row"
              href={link.href}
              target={link.kind === 'web' ? '_blank' : undefined}
              rel="noreferrer"
              onClick={() => portico.rememberWalletLink({ name: wallet?.name ?? '', href: link.href })}
            >
              <span className="row-label">{t(linkLabels[link.kind])}</span>
            </a>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** §2 ConnectingWalletConnectBasic: the QR code and copy button alone (manual control). */
export function ConnectingWalletConnectBasicView() {
  return <ConnectingWalletConnectView basic />;
}
