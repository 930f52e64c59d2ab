import { selectWalletFeatures, type WalletFeatureEntry } from '@portico/core';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';

const featureLabels: Record<WalletFeatureEntry['feature'], string> = {
  onramp: 'Buy crypto',
  swaps: 'Swap',
  receive: 'Receive',
  send: 'Send',
};

/** §9 the wallet features the account has, in their order; each opens its view. */
export function WalletFeatures() {
  const portico = usePorticoInstance();
  const features = usePorticoState(selectWalletFeatures);
  if (features.length === 0) return null;
  return (
    <nav className="stack" aria-label="Wallet features">
      {features.map(({ feature, view }) => (
        <button key={feature} type="button" className="row" onClick={() => portico.navigate(view)}>
          <span className="row-label">{featureLabels[feature]}</span>
        </button>
      ))}
    </nav>
  );
}
