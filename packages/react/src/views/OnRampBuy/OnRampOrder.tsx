import { onrampArrived } from '@portico/core';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';

/**
 * The order after the checkout: waiting for the provider (Stop waiting lets it go: the cloud keeps the order), arrived,
 * or failed with the reason and Retry.
 */
export function OnRampOrder() {
  const portico = usePorticoInstance();
  const onramp = usePorticoState((state) => state.onramp);
  if (onramp.status === 'completed')
    return (
      <div className="view stack">
        <p className="center" role="status">
          {onrampArrived(onramp)}
        </p>
        <button
          type="button"
          className="primary"
          onClick={() => {
            portico.resetOnramp();
            portico.navigate('Account', undefined, { replace: true });
          }}
        >
          Done
        </button>
      </div>
    );
  if (onramp.status === 'failed')
    return (
      <div className="view stack">
        <p className="error-text" role="alert">
          {onramp.error}
        </p>
        <button type="button" className="primary" onClick={() => portico.retryOnramp()}>
          Retry
        </button>
      </div>
    );
  return (
    <div className="view stack">
      <p className="center muted" role="status" aria-busy="true">
        {onramp.status === 'opening'
          ? 'Opening the checkout…'
          : 'Complete the payment in the checkout window. Waiting for your order…'}
      </p>
      <button
        type="button"
        className="secondary"
        onClick={() => {
          portico.resetOnramp();
          portico.back();
        }}
      >
        Stop waiting
      </button>
    </div>
  );
}
