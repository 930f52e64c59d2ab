import { onrampMessagePart, onrampProviderRows, translateText } from '@portico/core';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { OnRampPurchases } from './OnRampPurchases.js';

/** §1 buy crypto: the project's on-ramp providers, each with its limits and fees; picking one opens its form. */
export function OnRampProvidersView() {
  const portico = usePorticoInstance();
  const t = useT(onrampMessagePart);
  const onramp = usePorticoState((state) => state.onramp);
  if (onramp.optionsLoading !== false)
    return (
      <p className="view center muted" role="status" aria-busy="true">
        {t('onramp.loadingProviders')}
      </p>
    );
  const rows = onrampProviderRows(onramp);
  return (
    <div className="view stack">
      {onramp.error && (
        <p className="error-text" role="alert">
          {translateText(t, onramp.error)}
        </p>
      )}
      {rows.length === 0 && !onramp.error && <p className="center muted">{t('onramp.noProviders')}</p>}
      {rows.length > 0 && (
        <ul
          className="stack"
          aria-label={t('onramp.providers')}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {rows.map((row) => (
            <li key={row.id}>
              <button type="button" className="row" onClick={() => void portico.selectOnrampProvider(row.id)}>
                <span className="row-label">{row.name}</span>{' '}
                <span className="muted">{translateText(t, row.hint)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <OnRampPurchases />
    </div>
  );
}
