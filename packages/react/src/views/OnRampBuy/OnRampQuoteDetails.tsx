import { onrampQuoteDetails } from '@portico/core';
import { usePorticoState } from '../../hooks/usePorticoState.js';

/** The live quote: what arrives, the provider's and the network's fees, and the total paid. */
export function OnRampQuoteDetails() {
  const onramp = usePorticoState((state) => state.onramp);
  if (onramp.quotesLoading)
    return (
      <p className="muted" role="status" aria-busy="true">
        Getting a quote…
      </p>
    );
  const details = onrampQuoteDetails(onramp);
  if (!details) return null;
  return (
    <section aria-label="Quote details">
      <dl className="onramp-details">
        <dt>You receive</dt>
        <dd>{details.receive}</dd>
        <dt>Provider fee</dt>
        <dd>{details.fee}</dd>
        <dt>Network fee</dt>
        <dd>{details.networkFee}</dd>
        <dt>Total</dt>
        <dd>{details.total}</dd>
      </dl>
    </section>
  );
}
