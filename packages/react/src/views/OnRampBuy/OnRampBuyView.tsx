import { onrampBuyButton, onrampMessagePart, translateText } from '@portico/core';
import { type FormEvent, useId } from 'react';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { OnRampOrder } from './OnRampOrder.js';
import { OnRampQuoteDetails } from './OnRampQuoteDetails.js';
import { onrampStyles } from './styles.js';

/**
 * The chosen provider's form: the fiat paid, the crypto bought, the amount (its limits' message), the live quote
 * and Buy, which opens the checkout window; then the order until it settles.
 */
export function OnRampBuyView() {
  const portico = usePorticoInstance();
  const t = useT(onrampMessagePart);
  const onramp = usePorticoState((state) => state.onramp);
  const ids = { pay: useId(), buy: useId(), amount: useId(), amountError: useId() };
  if (onramp.status !== 'idle') return <OnRampOrder />;
  if (!onramp.selectedProvider)
    return (
      <div className="view stack">
        <p className="center muted">{t('onramp.chooseFirst')}</p>
        <button type="button" className="primary" onClick={() => portico.navigate('OnRampProviders')}>
          {t('onramp.choose')}
        </button>
      </div>
    );
  const button = onrampBuyButton(onramp);
  // The checkout window opens in the submit itself: after an await the pop-up blocker would refuse it.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    portico.buyOnramp();
  };
  return (
    <form className="view stack" onSubmit={submit} aria-busy={onramp.quotesLoading}>
      <style>{onrampStyles}</style>
      <div className="onramp-field">
        <label htmlFor={ids.pay}>{t('onramp.payWith')}</label>
        <select
          id={ids.pay}
          value={onramp.paymentCurrency}
          onChange={(event) => portico.setOnrampPaymentCurrency(event.target.value)}
        >
          {onramp.paymentCurrencies.map((currency) => (
            <option key={currency.id} value={currency.id}>
              {currency.id}
            </option>
          ))}
        </select>
      </div>
      <div className="onramp-field">
        <label htmlFor={ids.buy}>{t('onramp.currencyToBuy')}</label>
        <select
          id={ids.buy}
          value={onramp.purchaseCurrency ?? ''}
          onChange={(event) => portico.setOnrampPurchaseCurrency(event.target.value)}
        >
          {onramp.purchaseCurrencies.map((currency) => (
            <option key={currency.id} value={currency.id}>
              {currency.symbol} · {currency.name}
            </option>
          ))}
        </select>
      </div>
      <div className="onramp-field">
        <label htmlFor={ids.amount}>{t('onramp.amountIn', { currency: onramp.paymentCurrency })}</label>
        <input
          id={ids.amount}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={onramp.paymentAmount}
          aria-invalid={onramp.amountError ? true : undefined}
          aria-describedby={onramp.amountError ? ids.amountError : undefined}
          onChange={(event) => portico.setOnrampAmount(event.target.value)}
        />
      </div>
      {onramp.amountError && (
        <p id={ids.amountError} className="error-text">
          {translateText(t, onramp.amountError)}
        </p>
      )}
      <OnRampQuoteDetails />
      {onramp.error && (
        <p className="error-text" role="alert">
          {translateText(t, onramp.error)}
        </p>
      )}
      <button type="submit" className="primary" disabled={button.disabled}>
        {translateText(t, button.label)}
      </button>
    </form>
  );
}
