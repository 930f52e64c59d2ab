import type {
  OnrampOptionsResponse,
  OnrampPaymentCurrency,
  OnrampPurchaseCurrency,
  OnrampQuote,
} from '../../cloud/wire/onramp.js';
import type { Network } from '../../domain/networks/network.js';
import { constants } from '../../shared/constants.js';
import { onrampMessages } from './onrampMessages.js';

/** §5 the on-ramp providers list must be an array of strings, otherwise there are no providers. */
export function onrampProviders(list: unknown): string[] {
  if (!Array.isArray(list) || !list.every((provider) => typeof provider === 'string')) return [];
  return list;
}

/** The payment method the form pays with, and whose limits it checks. */
export const onrampPaymentMethod = 'card';

/** The purchase currencies delivered on `network`, each with only that network. */
export function currenciesOn(options: OnrampOptionsResponse, network: Network): OnrampPurchaseCurrency[] {
  return options.purchaseCurrencies.flatMap((currency) => {
    const networks = currency.networks.filter((entry) => entry.chain_id === network.caipNetworkId);
    return networks.length > 0 ? [{ ...currency, networks }] : [];
  });
}

/** DECISIONS "On-ramp currencies": USDC where the network offers it, else the network's first currency. */
export const defaultPurchaseCurrency = (currencies: readonly OnrampPurchaseCurrency[]) =>
  (currencies.find((currency) => currency.id === 'USDC') ?? currencies[0])?.id;

/** DECISIONS "On-ramp currencies": USD when the provider takes it, else its first payment currency. */
export const defaultPaymentCurrency = (currencies: readonly OnrampPaymentCurrency[]) =>
  (currencies.find((currency) => currency.id === 'USD') ?? currencies[0])?.id ?? 'USD';

const decimalText = /^[0-9]{1,12}(\.[0-9]*)?$/;

/** A decimal text in hundredths (cents), rounded down. */
const toCents = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(`${fraction}00`.slice(0, 2));
};

const fromCents = (cents: bigint) => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;

/**
 * Why `amount` cannot be paid in `currency` by card: not a number, or outside the method's limits, in the cloud's
 * words ('Minimum amount is 10.00 USD'); undefined when it can (or nothing is typed yet).
 */
export function onrampAmountError(
  amount: string,
  currency: OnrampPaymentCurrency | undefined,
): string | undefined {
  if (amount === '') return undefined;
  if (!decimalText.test(amount) || toCents(amount) === 0n) return onrampMessages.invalidAmount;
  const limit = currency?.payment_method_limits.find((method) => method.id === onrampPaymentMethod);
  if (!currency || !limit) return undefined;
  const cents = toCents(amount);
  if (cents < toCents(limit.min)) return `Minimum amount is ${limit.min} ${currency.id}`;
  if (cents > toCents(limit.max)) return `Maximum amount is ${limit.max} ${currency.id}`;
  return undefined;
}

/** §8 the built-in sample options: §9's fallback limits in USD and EUR, USDC (SOL on Solana) on `network`. */
export function sampleOnrampOptions(network: Network): OnrampOptionsResponse {
  const { fallbackLimitCurrencies, fallbackPaymentMethodLimits } = constants.onramp;
  const solana = network.chainNamespace === 'solana';
  return {
    paymentCurrencies: fallbackLimitCurrencies.map((id) => ({
      id,
      payment_method_limits: fallbackPaymentMethodLimits.map((limit) => ({ ...limit })),
    })),
    purchaseCurrencies: [
      {
        id: solana ? 'SOL' : 'USDC',
        name: solana ? 'Solana' : 'USD Coin',
        symbol: solana ? 'SOL' : 'USDC',
        networks: [
          {
            name: network.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
            display_name: network.name,
            chain_id: network.caipNetworkId,
            contract_address: '',
          },
        ],
      },
    ],
  };
}

/**
 * §8 the mock quote of a provider on sample options: the §9 fee (the middle of its 1–2 % range, in cents rounded
 * up) taken from the amount, the rest bought one for one.
 */
export function mockOnrampQuote(
  provider: string,
  amount: string,
  paymentCurrency: string,
  purchaseCurrency: string,
): OnrampQuote {
  const { min, max } = constants.onramp.providerFeePercent;
  const basisPoints = BigInt(Math.round(((min + max) / 2) * 100));
  const total = toCents(amount);
  const fee = (total * basisPoints + 9_999n) / 10_000n;
  const money = (cents: bigint) => ({ amount: fromCents(cents), currency: paymentCurrency });
  return {
    provider,
    quoteId: `mock-${provider}-${purchaseCurrency}-${paymentCurrency}-${fromCents(total)}`,
    paymentTotal: money(total),
    paymentSubtotal: money(total - fee),
    providerFee: money(fee),
    networkFee: money(0n),
    purchaseAmount: { amount: fromCents(total - fee), currency: purchaseCurrency },
  };
}
