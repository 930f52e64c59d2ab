import type { PorticoPorts } from '../../instance/ports.js';
import type { Runtime } from '../../instance/runtime.js';
import type { OnrampApi } from './onrampApi.js';
import { type CheckoutWindow, createOnrampCheckout } from './onrampCheckout.js';
import { onrampContext, updateOnramp } from './onrampContext.js';
import { onrampMessages } from './onrampMessages.js';
import { loadOnrampProviders } from './onrampOptions.js';
import { createOnrampQuoter } from './onrampQuote.js';
import {
  currenciesOn,
  defaultPaymentCurrency,
  defaultPurchaseCurrency,
  onrampAmountError,
} from './onrampRules.js';
import { initialOnrampState } from './onrampState.js';

/** How long typing rests before the quote is asked. */
const inputSettleMs = 400;

/** The loaded on-ramp actions: the public ones (the checkout window given), and the start of a session. */
export interface OnrampActions extends Omit<OnrampApi, 'buyOnramp' | 'retryOnramp'> {
  /** The providers view is shown: the providers and their options, unless a purchase is pending. */
  start(): Promise<void>;
  buyOnramp(checkout: CheckoutWindow | undefined): Promise<void>;
  retryOnramp(checkout: CheckoutWindow | undefined): Promise<void>;
}

/** The on-ramp's actions on the instance's runtime and ports: Portico Cloud, the router, balances and activity. */
export function createOnrampActions(rt: Runtime, ports: PorticoPorts): OnrampActions {
  const client = ports.cloud.client;
  if (!client) throw new Error('The on-ramp needs Portico Cloud');
  const refreshQuote = createOnrampQuoter(rt, client);
  const checkout = createOnrampCheckout({
    rt,
    client,
    afterPurchase: () =>
      Promise.all([
        ports.account.refreshBalance(),
        ports.tokenBalances.fetchTokenBalances(true),
        ports.activity.refreshTransactions(),
      ]),
  });
  /** §3 coinbaseTransactions: the account's purchases with the project's providers. */
  const purchases = () => ports.activity.fetchOnrampTransactions(rt.get().onramp.providers);
  // A purchase that ends (delivered or refused) shows in the purchases with its status.
  rt.store.subscribe(
    (state) => state.onramp.status,
    (status) => {
      if (status === 'completed' || status === 'failed') {
        purchases().catch((error: unknown) =>
          rt.options.logger.warn('The on-ramp purchases could not be read', error),
        );
      }
    },
  );
  const quoteFailed = (error: unknown) => rt.options.logger.warn('The on-ramp quote could not be had', error);

  let input = 0;
  /** Asks the quote once typing rests; at once when there is nothing to ask (it clears the last one). */
  const requote = () => {
    const settled = ++input;
    const { paymentAmount, amountError } = rt.get().onramp;
    if (!paymentAmount || amountError) return void refreshQuote().catch(quoteFailed);
    updateOnramp(rt, { quotesLoading: true });
    rt.later(inputSettleMs, () => {
      if (settled === input) refreshQuote().catch(quoteFailed);
    });
  };
  /** The amount checked against the payment currency's limits. */
  const checkAmount = () => {
    const { onramp } = rt.get();
    const currency = onramp.paymentCurrencies.find((entry) => entry.id === onramp.paymentCurrency);
    updateOnramp(rt, { amountError: onrampAmountError(onramp.paymentAmount, currency) });
    requote();
  };

  /** The form of `provider` on the active network, with the defaults; false when it has no options. */
  function applyProvider(provider: string): boolean {
    const { state, network } = onrampContext(rt);
    const options = state.onramp.options?.[provider];
    if (!options) return false;
    const purchaseCurrencies = currenciesOn(options, network);
    updateOnramp(rt, {
      selectedProvider: provider,
      purchaseCurrencies,
      paymentCurrencies: options.paymentCurrencies,
      purchaseCurrency: defaultPurchaseCurrency(purchaseCurrencies),
      paymentCurrency: defaultPaymentCurrency(options.paymentCurrencies),
      paymentAmount: '',
      purchaseAmount: undefined,
      amountError: undefined,
      quote: undefined,
      status: 'idle',
      error: purchaseCurrencies.length === 0 ? onrampMessages.noCurrency : undefined,
    });
    return true;
  }

  // Another network while a form is open (no purchase under way): the form again, with that network's currencies.
  rt.store.subscribe(
    (state) => state.networks.byNamespace[state.connection.activeNamespace]?.caipNetwork?.caipNetworkId,
    () => {
      const { selectedProvider, status } = rt.get().onramp;
      if (!selectedProvider || status !== 'idle') return;
      try {
        applyProvider(selectedProvider);
      } catch (error) {
        rt.options.logger.warn('The on-ramp form could not follow the network', error);
        resetOnramp();
      }
    },
  );

  function resetOnramp() {
    checkout.cancel();
    input++;
    const { providers, sampleProviders, options } = rt.get().onramp;
    rt.set((s) => ({ ...s, onramp: { ...initialOnrampState, providers, sampleProviders, options } }));
  }

  return {
    async start() {
      if (rt.get().onramp.status === 'pending') return;
      resetOnramp();
      await loadOnrampProviders(rt, client);
      await purchases();
    },
    async selectOnrampProvider(provider) {
      // A new form: an order still followed is let go (the cloud keeps it; its history lists it).
      checkout.cancel();
      if (applyProvider(provider)) ports.modal.navigate('OnRampBuy');
    },
    setOnrampPaymentCurrency(currency) {
      updateOnramp(rt, { paymentCurrency: currency });
      checkAmount();
    },
    setOnrampPurchaseCurrency(currency) {
      updateOnramp(rt, { purchaseCurrency: currency });
      requote();
    },
    setOnrampAmount(amount) {
      updateOnramp(rt, { paymentAmount: amount.trim() });
      checkAmount();
    },
    refreshOnrampQuote: refreshQuote,
    buyOnramp: checkout.buy,
    retryOnramp: checkout.buy,
    resetOnramp,
  };
}
