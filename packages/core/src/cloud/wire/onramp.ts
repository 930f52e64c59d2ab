import { type Static, Type } from '@sinclair/typebox';
import { sdkQueryWith } from './sdkQuery.js';

/**
 * An on-ramp provider's id, as the project's remote features list them (§5: an array of strings): `meld` (the
 * meld-type aggregator), `coinbase` (the exchange-based one) and `devnet-ramp` (Portico Devnet Ramp, the local
 * provider of development and tests, never offered by a production configuration).
 */
export const OnrampProviderId = Type.String({ pattern: '^[a-z][a-z0-9-]{0,31}$' });

/** A fiat or crypto amount as a decimal string with at most 18 decimals, never a float (e.g. `50.00`). */
const DecimalText = Type.String({ pattern: '^[0-9]{1,12}(\\.[0-9]{1,18})?$' });

/** A currency code (ISO 4217 for fiat, the token's symbol for crypto), upper case: `USD`, `USDC`, `PUSD`, `SOL`. */
const CurrencyCode = Type.String({ pattern: '^[A-Z0-9]{2,12}$' });

/** An amount with its currency. */
export const OnrampAmount = Type.Object({ amount: Type.String(), currency: Type.String() });
export type OnrampAmount = Static<typeof OnrampAmount>;

/** GET /v1/onramp/options query: the options of one provider. */
export const OnrampOptionsQuery = sdkQueryWith({ provider: OnrampProviderId });
export type OnrampOptionsQuery = Static<typeof OnrampOptionsQuery>;

/** A network a purchase currency is delivered on. `name` is what quotes and URLs name it by. */
export const OnrampNetwork = Type.Object({
  /** The provider's name of the network, e.g. `ethereum`, `solana`, `portico-devnet`. */
  name: Type.String(),
  display_name: Type.String(),
  /** CAIP-2 id of the chain, e.g. `eip155:31337`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  chain_id: Type.String(),
  /** The token's address on that chain; empty for the chain's native coin. */
  contract_address: Type.String(),
});
export type OnrampNetwork = Static<typeof OnrampNetwork>;

/** §3 a purchase currency: id, name, symbol, networks. */
export const OnrampPurchaseCurrency = Type.Object({
  id: CurrencyCode,
  name: Type.String(),
  symbol: Type.String(),
  networks: Type.Array(OnrampNetwork),
});
export type OnrampPurchaseCurrency = Static<typeof OnrampPurchaseCurrency>;

/** §3 a payment method's limits, decimal strings in the payment currency (§9 fallbacks: card 10.00–7500.00). */
export const OnrampPaymentMethodLimit = Type.Object({
  id: Type.String(),
  min: Type.String(),
  max: Type.String(),
});
export type OnrampPaymentMethodLimit = Static<typeof OnrampPaymentMethodLimit>;

/** §3 a payment currency: id and payment_method_limits. */
export const OnrampPaymentCurrency = Type.Object({
  id: CurrencyCode,
  payment_method_limits: Type.Array(OnrampPaymentMethodLimit),
});
export type OnrampPaymentCurrency = Static<typeof OnrampPaymentCurrency>;

/** GET /v1/onramp/options. */
export const OnrampOptionsResponse = Type.Object({
  paymentCurrencies: Type.Array(OnrampPaymentCurrency),
  purchaseCurrencies: Type.Array(OnrampPurchaseCurrency),
});
export type OnrampOptionsResponse = Static<typeof OnrampOptionsResponse>;

/**
 * POST /v1/onramp/quote body (§7: purchaseCurrency, paymentCurrency, amount as text, network by its name):
 * `amount` of `paymentCurrency` to spend on `purchaseCurrency` delivered on `network`. Outside the payment
 * method's limits → 400 naming the limit (e.g. 'Minimum amount is 10.00 USD').
 */
export const OnrampQuoteBody = Type.Object(
  {
    provider: OnrampProviderId,
    purchaseCurrency: CurrencyCode,
    paymentCurrency: CurrencyCode,
    amount: DecimalText,
    network: Type.String({ minLength: 1, maxLength: 64 }),
    /** A payment method id of the options (default `card`). */
    paymentMethod: Type.Optional(Type.String({ pattern: '^[a-z_]{1,32}$' })),
  },
  { additionalProperties: false },
);
export type OnrampQuoteBody = Static<typeof OnrampQuoteBody>;

/**
 * POST /v1/onramp/quote: §3 fee amounts, paymentTotal, purchaseAmount and quoteId. `paymentTotal` is
 * `paymentSubtotal + providerFee + networkFee`, all in the payment currency; `purchaseAmount` is what arrives.
 */
export const OnrampQuote = Type.Object({
  provider: Type.String(),
  /** The provider behind a meld-type aggregator's best quote (e.g. `TRANSAK`); absent for direct providers. */
  serviceProvider: Type.Optional(Type.String()),
  quoteId: Type.String(),
  paymentTotal: OnrampAmount,
  paymentSubtotal: OnrampAmount,
  purchaseAmount: OnrampAmount,
  providerFee: OnrampAmount,
  networkFee: OnrampAmount,
});
export type OnrampQuote = Static<typeof OnrampQuote>;

/** A wallet the purchase is delivered to, on the named networks, in the named assets. */
export const OnrampDestinationWallet = Type.Object(
  {
    address: Type.String({ minLength: 1, maxLength: 128 }),
    blockchains: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 8 }),
    assets: Type.Optional(Type.Array(CurrencyCode, { maxItems: 16 })),
  },
  { additionalProperties: false },
);
export type OnrampDestinationWallet = Static<typeof OnrampDestinationWallet>;

/**
 * POST /v1/generators/onrampurl body: §7's fields (destinationWallets, defaultNetwork, partnerUserId,
 * defaultExperience=buy, presetCryptoAmount, presetFiatAmount), plus the provider chosen and the currencies of the
 * quote. The cloud records an order (pending) and answers the provider's checkout URL, signed where the provider
 * needs it (the signing secrets never leave the cloud).
 */
export const OnrampUrlBody = Type.Object(
  {
    provider: OnrampProviderId,
    destinationWallets: Type.Array(OnrampDestinationWallet, { minItems: 1, maxItems: 4 }),
    defaultNetwork: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    /** The visitor's id at the provider; Portico sends the wallet's CAIP-10 account. */
    partnerUserId: Type.String({ minLength: 1, maxLength: 200 }),
    defaultExperience: Type.Optional(Type.Literal('buy')),
    presetCryptoAmount: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1e12 })),
    presetFiatAmount: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1e12 })),
    paymentCurrency: Type.Optional(CurrencyCode),
    purchaseCurrency: Type.Optional(CurrencyCode),
    paymentMethod: Type.Optional(Type.String({ pattern: '^[a-z_]{1,32}$' })),
    quoteId: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type OnrampUrlBody = Static<typeof OnrampUrlBody>;

/** POST /v1/generators/onrampurl: the checkout URL to open (in a popup) and the order it follows. */
export const OnrampUrlResponse = Type.Object({ url: Type.String(), orderId: Type.String() });
export type OnrampUrlResponse = Static<typeof OnrampUrlResponse>;

export const onrampOrderStatuses = ['pending', 'completed', 'failed'] as const;
export type OnrampOrderStatus = (typeof onrampOrderStatuses)[number];

/** GET /v1/onramp/orders/{orderId} params (its query is `SdkQuery`, as the quote's and the URL's). */
export const OnrampOrderParams = Type.Object({ orderId: Type.String({ pattern: '^[-_a-zA-Z0-9]{8,64}$' }) });
export type OnrampOrderParams = Static<typeof OnrampOrderParams>;

/**
 * An on-ramp order, kept per project and wallet: pending until the provider reports it paid and delivered
 * (completed, with the delivering transaction) or refused (failed, with the provider's message).
 */
export const OnrampOrder = Type.Object({
  id: Type.String(),
  provider: Type.String(),
  status: Type.Union(onrampOrderStatuses.map((status) => Type.Literal(status))),
  /** CAIP-10 account the purchase is delivered to. */
  account: Type.String(),
  network: Type.String(),
  paymentTotal: Type.Optional(OnrampAmount),
  purchaseAmount: Type.Optional(OnrampAmount),
  /** The delivering transaction's hash (or signature on Solana), once completed. */
  transactionHash: Type.Optional(Type.String()),
  /** The provider's message when failed (e.g. 'Your card was declined.'). */
  failureReason: Type.Optional(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type OnrampOrder = Static<typeof OnrampOrder>;

/** GET /v1/onramp/orders/{orderId}: the order (the cloud asks real providers for its status when pending). */
export const OnrampOrderResponse = Type.Object({ order: OnrampOrder });
export type OnrampOrderResponse = Static<typeof OnrampOrderResponse>;
