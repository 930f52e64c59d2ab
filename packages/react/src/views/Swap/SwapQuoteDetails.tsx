import { selectSwapQuoteDetails } from '@portico/core';
import { usePorticoState } from '../../hooks/usePorticoState.js';

const impactClass = { ok: undefined, warning: 'swap-warning', blocked: 'swap-blocked' } as const;

/** The live quote: rate, minimum received, price impact (warning above 1 %, refused above 15 %), network fee. */
export function SwapQuoteDetails() {
  const details = usePorticoState(selectSwapQuoteDetails);
  if (!details) return null;
  return (
    <section aria-label="Quote details">
      <dl className="swap-details">
        <dt>Rate</dt>
        <dd>{details.rate}</dd>
        <dt>Minimum received</dt>
        <dd>{details.minimumReceived}</dd>
        <dt>Price impact</dt>
        <dd className={impactClass[details.impact]}>{details.priceImpact}</dd>
        {details.networkFeeUsd ? (
          <>
            <dt>Network fee</dt>
            <dd>{details.networkFeeUsd}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
