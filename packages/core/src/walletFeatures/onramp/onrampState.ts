import type {
  OnrampOptionsResponse,
  OnrampOrder,
  OnrampPaymentCurrency,
  OnrampPurchaseCurrency,
  OnrampQuote,
} from '../../cloud/wire/onramp.js';

/**
 * Where a purchase stands: choosing (the providers, then the form), the checkout window opening, the order pending
 * at the provider, then completed or failed (with the provider's reason and Retry).
 */
export type OnrampStatus = 'idle' | 'opening' | 'pending' | 'completed' | 'failed';

/** §3 the on-ramp state (providers, the form, the live quote) and the order the checkout made. */
export interface OnrampState {
  /** §5 the project's providers (its remote `onramp` list): none unless it is an array of strings. */
  providers: readonly string[];
  /** Providers whose options could not be had: §8 they show the built-in sample options and mock quotes. */
  sampleProviders: readonly string[];
  /** Each provider's options, by its id. */
  options?: Readonly<Record<string, OnrampOptionsResponse>>;
  /** The options are on their way. */
  optionsLoading?: boolean;
  selectedProvider?: string;
  /** Why the last step failed: a quote refused, the provider's reason for a failed order. */
  error?: string;
  /** Currency ids: the fiat paid (USD unless changed) and the crypto bought. */
  paymentCurrency: string;
  purchaseCurrency?: string;
  /** The selected provider's currencies; the purchase ones only those delivered on the active network. */
  purchaseCurrencies: readonly OnrampPurchaseCurrency[];
  paymentCurrencies: readonly OnrampPaymentCurrency[];
  /** The amount typed, in the payment currency, as decimal text. */
  paymentAmount: string;
  /** What the quote says arrives, in the purchase currency. */
  purchaseAmount?: string;
  /** The typed amount outside the payment method's limits ('Minimum amount is 10.00 USD'). */
  amountError?: string;
  quote?: OnrampQuote;
  quotesLoading: boolean;
  status: OnrampStatus;
  /** The order the checkout made, as last read. */
  order?: OnrampOrder;
}

// Only what is always there: the rest is set as the on-ramp views load (the initial JS carries this object).
export const initialOnrampState: OnrampState = {
  providers: [],
  sampleProviders: [],
  paymentCurrency: 'USD',
  purchaseCurrencies: [],
  paymentCurrencies: [],
  paymentAmount: '',
  quotesLoading: false,
  status: 'idle',
};

declare module '../../instance/porticoState.js' {
  interface PorticoState {
    onramp: OnrampState;
  }
}
