import { onrampMessagePart, onrampQuoteDetails } from '@portico/core';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';

/** The live quote: what arrives, the provider's and the network's fees, and the total paid. */
export function OnRampQuoteDetails() {
  const t = useT(onrampMessagePart);
  const onramp = usePorticoState((state) => state.onramp);
  if (onramp.quotesLoading)
    return (
      <p className="muted" role="status" aria-busy="true">
        {t('onramp.gettingQuote')}
      </p>
    );
  const details = onrampQuoteDetails(onramp);
  if (!details) return null;
  return (
    <section aria-label={t('common.quoteDetails')}>
      <dl className="onramp-details">
        <dt>{t('onramp.youReceive')}</dt>
        <dd>{details.receive}</dd>
        <dt>{t('onramp.providerFee')}</dt>
        <dd>{details.fee}</dd>
        <dt>{t('common.networkFee')}</dt>
        <dd>{details.networkFee}</dd>
        <dt>{t('onramp.total')}</dt>
        <dd>{details.total}</dd>
      </dl>
    </section>
  );
}
