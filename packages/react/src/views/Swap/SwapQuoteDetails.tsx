import { selectSwapQuoteDetails, swapMessagePart } from '@portico/core';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';

const impactClass = { ok: undefined, warning: 'swap-warning', blocked: 'swap-blocked' } as const;

/** The live quote: rate, minimum received, price impact (warning above 1 %, refused above 15 %), network fee. */
export function SwapQuoteDetails() {
  const t = useT(swapMessagePart);
  const details = usePorticoState(selectSwapQuoteDetails);
  if (!details) return null;
  return (
    <section aria-label={t('common.quoteDetails')}>
      <dl className="swap-details">
        <dt>{t('swap.rate')}</dt>
        <dd>{details.rate}</dd>
        <dt>{t('swap.minimumReceived')}</dt>
        <dd>{details.minimumReceived}</dd>
        <dt>{t('swap.priceImpact')}</dt>
        <dd className={impactClass[details.impact]}>{details.priceImpact}</dd>
        {details.networkFeeUsd ? (
          <>
            <dt>{t('common.networkFee')}</dt>
            <dd>{details.networkFeeUsd}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
