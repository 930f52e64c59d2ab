import {
  accountMessagePart,
  type MessageKey,
  selectWalletFeatures,
  type WalletFeatureEntry,
} from '@portico/core';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';

const featureLabels: Record<WalletFeatureEntry['feature'], MessageKey> = {
  onramp: 'account.buyCrypto',
  swaps: 'account.swap',
  receive: 'account.receive',
  send: 'account.send',
};

/** §9 the wallet features the account has, in their order; each opens its view. */
export function WalletFeatures() {
  const portico = usePorticoInstance();
  const t = useT(accountMessagePart);
  const features = usePorticoState(selectWalletFeatures);
  if (features.length === 0) return null;
  return (
    <nav className="stack" aria-label={t('account.features')}>
      {features.map(({ feature, view }) => (
        <button key={feature} type="button" className="row" onClick={() => portico.navigate(view)}>
          <span className="row-label">{t(featureLabels[feature])}</span>
        </button>
      ))}
    </nav>
  );
}
