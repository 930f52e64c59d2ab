import type {
  OnrampOptionsResponse,
  OnrampOrderStatus,
  OnrampQuote,
  OnrampQuoteBody,
} from '@portico/core/wire';

/** What a checkout URL is built for: the order recorded, the wallet and what it buys. */
export interface OnrampCheckout {
  orderId: string;
  projectId: string;
  /** The wallet's address (no CAIP prefix) and the provider's network name. */
  walletAddress: string;
  network: string;
  /** CAIP-10 account of the visitor (the partner user id). */
  partnerUserId: string;
  paymentCurrency: string;
  purchaseCurrency: string;
  presetFiatAmount?: number;
  /** The cloud's origin, for providers whose checkout the cloud serves itself. */
  origin: string;
  /** The visitor's IP (Coinbase's session token is bound to it). */
  clientIp?: string;
}

/** An order's status as the provider reports it. */
interface OnrampStatus {
  status: OnrampOrderStatus;
  transactionHash?: string;
  failureReason?: string;
}

/**
 * An on-ramp provider: its options, a quote, the checkout URL of an order and the order's status. Failures of a
 * real provider throw `OnrampUpstreamError` (the routes answer 502); a request outside its limits throws
 * `OnrampInputError` (400).
 */
export interface OnrampProvider {
  readonly id: string;
  options(): Promise<OnrampOptionsResponse>;
  quote(request: OnrampQuoteBody): Promise<OnrampQuote>;
  checkoutUrl(checkout: OnrampCheckout): Promise<string>;
  /** The order's status at the provider; undefined: the provider reports nothing (it is still pending). */
  orderStatus(order: { id: string; projectId: string; account: string }): Promise<OnrampStatus | undefined>;
}

/** A request the provider refuses: 400 with this message. */
export class OnrampInputError extends Error {}

/** The provider could not be reached or answered something else than its API documents: 502. */
export class OnrampUpstreamError extends Error {}
