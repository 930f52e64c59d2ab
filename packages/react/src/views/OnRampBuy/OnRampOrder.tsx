import { onrampArrived, onrampMessagePart, translateText } from '@portico/core';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';

/**
 * The order after the checkout: waiting for the provider (Stop waiting lets it go: the cloud keeps the order), arrived,
 * or failed with the reason and Retry.
 */
export function OnRampOrder() {
  const portico = usePorticoInstance();
  const t = useT(onrampMessagePart);
  const onramp = usePorticoState((state) => state.onramp);
  if (onramp.status === 'completed')
    return (
      <div className="view stack">
        <p className="center" role="status">
          {translateText(t, onrampArrived(onramp))}
        </p>
        <button
          type="button"
          className="primary"
          onClick={() => {
            portico.resetOnramp();
            portico.navigate('Account', undefined, { replace: true });
          }}
        >
          {t('common.done')}
        </button>
      </div>
    );
  if (onramp.status === 'failed')
    return (
      <div className="view stack">
        <p className="error-text" role="alert">
          {onramp.error && translateText(t, onramp.error)}
        </p>
        <button type="button" className="primary" onClick={() => portico.retryOnramp()}>
          {t('common.retry')}
        </button>
      </div>
    );
  return (
    <div className="view stack">
      <p className="center muted" role="status" aria-busy="true">
        {onramp.status === 'opening' ? t('onramp.opening') : t('onramp.waiting')}
      </p>
      <button
        type="button"
        className="secondary"
        onClick={() => {
          portico.resetOnramp();
          portico.back();
        }}
      >
        {t('onramp.stopWaiting')}
      </button>
    </div>
  );
}
