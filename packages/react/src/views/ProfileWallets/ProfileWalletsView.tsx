import {
  createProfileWalletsSelector,
  namespaceNames,
  type ProfileWallet,
  sessionMessagePart,
  truncateAddress,
} from '@portico/core';
import { useState } from 'react';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { WalletImage } from '../shared/WalletImage.js';
import { profileWalletsStyles } from './styles.js';

/** §2 ProfileWallets (§6 multi-wallet): every connected wallet with its namespace and address; switch, disconnect one, add another. */
export function ProfileWalletsView() {
  const portico = usePorticoInstance();
  const t = useT(sessionMessagePart);
  const [select] = useState(createProfileWalletsSelector);
  const wallets = usePorticoState(select);
  return (
    <div className="view stack">
      <style>{profileWalletsStyles}</style>
      {wallets.length === 0 ? <p className="muted">{t('wallets.none')}</p> : null}
      <ul className="list" aria-label={t('wallets.list')}>
        {wallets.map((wallet) => (
          <WalletRow key={`${wallet.namespace}:${wallet.connectorId}`} wallet={wallet} />
        ))}
      </ul>
      <button type="button" className="row" onClick={() => portico.navigate('Connect')}>
        <span className="row-label">{t('wallets.add')}</span>
      </button>
    </div>
  );
}

function WalletRow({ wallet }: { wallet: ProfileWallet }) {
  const portico = usePorticoInstance();
  const t = useT(sessionMessagePart);
  const { connectorId, namespace, name, current } = wallet;
  const logFailure = (error: unknown) =>
    portico.options.logger.error(`${name}: the wallet did not answer`, error);
  return (
    <li className="wallet" aria-current={current ? 'true' : undefined}>
      <WalletImage name={name} src={wallet.icon} />
      <span className="wallet-text">
        <span className="wallet-name">{name}</span>
        <span className="wallet-meta">
          {namespaceNames[namespace]} · {truncateAddress(wallet.address)}
          {current ? ` · ${t('wallets.active')}` : ''}
        </span>
      </span>
      <span className="wallet-actions">
        {current ? null : (
          <button
            type="button"
            aria-label={t('wallets.switchTo', { name })}
            onClick={() => portico.switchConnection({ connectorId, namespace }).catch(logFailure)}
          >
            {t('network.switch')}
          </button>
        )}
        <button
          type="button"
          aria-label={t('wallets.disconnect', { name })}
          onClick={() => portico.disconnect({ namespace, connectorId, closeModal: false }).catch(logFailure)}
        >
          {t('common.disconnect')}
        </button>
      </span>
    </li>
  );
}
