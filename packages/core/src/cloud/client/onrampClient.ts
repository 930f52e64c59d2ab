import type {
  OnrampOptionsResponse,
  OnrampOrderResponse,
  OnrampQuote,
  OnrampQuoteBody,
  OnrampUrlBody,
  OnrampUrlResponse,
} from '../wire/onramp.js';

/**
 * §7 the on-ramp API (`@portico/core/wire`'s on-ramp contract): a provider's options and quotes, the checkout URL of
 * a new order, and the order's status. A provider the cloud does not offer answers 400 'On-ramp provider not
 * supported'; an amount outside the limits 400 naming the limit ('Minimum amount is 10.00 USD').
 */
export interface OnrampClient {
  /** GET /v1/onramp/options: the provider's purchase and payment currencies. */
  getOnrampOptions(provider: string): Promise<OnrampOptionsResponse>;
  /** POST /v1/onramp/quote: what `amount` of the payment currency buys, and the fees. */
  getOnrampQuote(body: OnrampQuoteBody): Promise<OnrampQuote>;
  /** POST /v1/generators/onrampurl: the checkout page of a new order. */
  createOnrampUrl(body: OnrampUrlBody): Promise<OnrampUrlResponse>;
  /** GET /v1/onramp/orders/{orderId}: the order, pending, completed or failed. */
  getOnrampOrder(orderId: string): Promise<OnrampOrderResponse>;
}
