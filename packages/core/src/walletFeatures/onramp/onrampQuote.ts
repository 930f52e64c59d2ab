import type { OnrampClient } from '../../cloud/client/onrampClient.js';
import type { OnrampQuote } from '../../cloud/wire/onramp.js';
import type { Runtime } from '../../instance/runtime.js';
import { cloudMessage } from '../swap/swapContext.js';
import { onrampContext, updateOnramp } from './onrampContext.js';
import { mockOnrampQuote, onrampPaymentMethod } from './onrampRules.js';
import type { OnrampState } from './onrampState.js';

/** Whether the form still asks what `asked` asked: a late answer to an older form is dropped. */
const sameForm = (asked: OnrampState, now: OnrampState) =>
  asked.selectedProvider === now.selectedProvider &&
  asked.paymentCurrency === now.paymentCurrency &&
  asked.purchaseCurrency === now.purchaseCurrency &&
  asked.paymentAmount === now.paymentAmount;

/**
 * §4 the live quote of the form: `quotesLoading` while asked, false once answered or failed; the newest request
 * wins. §8 a provider on sample options gets a mock quote; any other failure stores its message and gives null.
 */
export function createOnrampQuoter(rt: Runtime, client: OnrampClient) {
  let generation = 0;
  return async function refreshQuote(): Promise<OnrampQuote | null> {
    const run = ++generation;
    const { state } = onrampContext(rt);
    const { onramp } = state;
    const { selectedProvider: provider, purchaseCurrency, paymentCurrency, paymentAmount: amount } = onramp;
    const purchase = onramp.purchaseCurrencies.find((currency) => currency.id === purchaseCurrency);
    const chain = purchase?.networks[0];
    if (!provider || !purchaseCurrency || !chain || !amount || onramp.amountError) {
      updateOnramp(rt, { quote: undefined, purchaseAmount: undefined, quotesLoading: false });
      return null;
    }
    updateOnramp(rt, { quotesLoading: true, error: undefined });
    const current = () => run === generation && sameForm(onramp, rt.get().onramp);
    try {
      const quote = onramp.sampleProviders.includes(provider)
        ? mockOnrampQuote(provider, amount, paymentCurrency, purchaseCurrency)
        : await client.getOnrampQuote({
            provider,
            purchaseCurrency,
            paymentCurrency,
            amount,
            network: chain.name,
            paymentMethod: onrampPaymentMethod,
          });
      if (!current()) return null;
      updateOnramp(rt, { quotesLoading: false, quote, purchaseAmount: quote.purchaseAmount.amount });
      return quote;
    } catch (error) {
      if (!current()) return null;
      rt.options.logger.warn('The on-ramp quote could not be had', error);
      updateOnramp(rt, {
        quotesLoading: false,
        quote: undefined,
        purchaseAmount: undefined,
        error: cloudMessage(error),
      });
      return null;
    }
  };
}
