import type { OnrampQuote } from '../../cloud/wire/onramp.js';

/** The public actions of buying crypto with fiat (§1 on-ramp), on eip155 and solana networks with Portico Cloud. */
export interface OnrampApi {
  /** Picks a provider of `onramp.providers`: its currencies (§8 the sample ones when its options failed). */
  selectOnrampProvider(provider: string): Promise<void>;
  /** The fiat currency paid (USD by default); the amount is checked again against its limits. */
  setOnrampPaymentCurrency(currency: string): void;
  /** The crypto currency bought, among those delivered on the active network. */
  setOnrampPurchaseCurrency(currency: string): void;
  /**
   * The amount typed, in the payment currency: checked against the payment method's limits ('Minimum amount is
   * 10.00 USD'); the quote is asked once typing rests.
   */
  setOnrampAmount(amount: string): void;
  /**
   * §4 the quote of the form: `quotesLoading` while asked. §8 a provider whose options failed gets a mock quote
   * (fee 1–2 %); any other failure stores its message in `onramp.error` and gives null.
   */
  refreshOnrampQuote(): Promise<OnrampQuote | null>;
  /**
   * Buys: opens the checkout window at once (call it in the click itself, or the pop-up blocker refuses the
   * window), points it at the provider's checkout page, then follows the order until it is completed (balances
   * and activity read again) or failed (the provider's reason in `onramp.error`).
   */
  buyOnramp(): void;
  /** After a failed order: buys again with the same form, in a new checkout window (call it in the click). */
  retryOnramp(): void;
  /** §4 everything back to the defaults, the providers kept; the order is no longer followed. */
  resetOnramp(): void;
}

declare module '../../instance/portico.js' {
  interface Portico extends OnrampApi {}
}
