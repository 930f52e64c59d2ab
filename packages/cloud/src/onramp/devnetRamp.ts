import type { OnrampOptionsResponse, OnrampQuote, OnrampQuoteBody } from '@portico/core/wire';
import type { DevnetRampNetwork } from './onrampConfig.js';
import { checkOnrampRequest, fromCents, onrampMethodLimits, toCents } from './onrampLimits.js';
import { type OnrampCheckout, OnrampInputError, type OnrampProvider } from './onrampProvider.js';

export const devnetRampId = 'devnet-ramp';

/** The test cards of the checkout page: one pays, one is declined. */
export const devnetRampCards = { pays: '4242424242424242', declined: '4000000000000002' };
export const declinedMessage = 'Your card was declined.';

/** The devnet ramp's fee: 1.5 % of the payment (§9 1–2 %), in cents rounded up. */
const feeBasisPoints = 150n;
/** What one unit of the purchase currency costs, in cents of USD; EUR counts 1.10 USD. */
const unitPriceCents: Record<DevnetRampNetwork['symbol'], bigint> = { PUSD: 100n, SOL: 15_000n };
const usdCentsPer: Record<string, bigint> = { USD: 100n, EUR: 110n };

/** `units` of `cents` (a payment in cents of the payment currency) in the purchase currency, as decimal text. */
function purchaseUnits(cents: bigint, paymentCurrency: string, symbol: DevnetRampNetwork['symbol']): string {
  // 6 decimals of the purchase currency: cents × (USD per currency) / (USD cents per unit).
  const micro =
    (cents * (usdCentsPer[paymentCurrency] ?? 100n) * 1_000_000n) / (100n * unitPriceCents[symbol]);
  return `${micro / 1_000_000n}.${(micro % 1_000_000n).toString().padStart(6, '0')}`;
}

/** Delivers what an order bought to the wallet on the devnet; resolves to the transaction's hash (or signature). */
export type DevnetDelivery = (
  network: DevnetRampNetwork,
  walletAddress: string,
  amount: string,
) => Promise<string>;

/** The priced order a devnet ramp quote gives: what the checkout page shows and what is delivered. */
function devnetRampQuote(networks: readonly DevnetRampNetwork[], request: OnrampQuoteBody): OnrampQuote {
  checkOnrampRequest(devnetRampOptions(networks), request);
  const network = networks.find(
    (entry) => entry.name === request.network && entry.symbol === request.purchaseCurrency,
  );
  if (!network)
    throw new OnrampInputError(`${request.purchaseCurrency} is not offered on ${request.network}`);
  const total = toCents(request.amount);
  const fee = (total * feeBasisPoints + 9_999n) / 10_000n;
  const subtotal = total - fee;
  const money = (cents: bigint) => ({ amount: fromCents(cents), currency: request.paymentCurrency });
  return {
    provider: devnetRampId,
    quoteId: `devnet-${request.network}-${request.purchaseCurrency}-${request.paymentCurrency}-${fromCents(total)}`,
    paymentTotal: money(total),
    paymentSubtotal: money(subtotal),
    providerFee: money(fee),
    networkFee: money(0n),
    purchaseAmount: {
      amount: purchaseUnits(subtotal, request.paymentCurrency, network.symbol),
      currency: network.symbol,
    },
  };
}

function devnetRampOptions(networks: readonly DevnetRampNetwork[]): OnrampOptionsResponse {
  const symbols = [...new Set(networks.map((network) => network.symbol))];
  return {
    paymentCurrencies: ['USD', 'EUR'].map((id) => ({ id, payment_method_limits: onrampMethodLimits })),
    purchaseCurrencies: symbols.map((symbol) => ({
      id: symbol,
      name: symbol === 'SOL' ? 'Solana' : 'Portico USD',
      symbol,
      networks: networks
        .filter((network) => network.symbol === symbol)
        .map((network) => ({
          name: network.name,
          display_name: network.displayName,
          chain_id: network.chainId,
          contract_address: network.contractAddress,
        })),
    })),
  };
}

/**
 * Portico Devnet Ramp: options and quotes of its own, and a checkout page the cloud serves
 * (`devnetCheckoutRoutes`); the order's status is the cloud's own record, so it reports nothing more here.
 */
export function createDevnetRamp(networks: readonly DevnetRampNetwork[]): OnrampProvider {
  return {
    id: devnetRampId,
    options: async () => devnetRampOptions(networks),
    quote: async (request) => devnetRampQuote(networks, request),
    checkoutUrl: async (checkout: OnrampCheckout) => devnetCheckoutUrl(checkout.origin, checkout.orderId),
    orderStatus: async () => undefined,
  };
}

export const devnetCheckoutPath = '/onramp/devnet-ramp/checkout/:orderId';
const devnetCheckoutUrl = (origin: string, orderId: string) =>
  `${origin}/onramp/devnet-ramp/checkout/${encodeURIComponent(orderId)}`;
