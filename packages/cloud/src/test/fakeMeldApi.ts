import type { RampCall } from './fakeRampApi.js';

/** Meld's documented answers (shapes of its API reference), for a fake that checks the key as Meld does. */
const fiatCurrencies = [
  {
    currencyCode: 'USD',
    name: 'US Dollar',
    symbolImageUrl: 'https://images-currency.meld.io/fiat/USD/symbol.png',
  },
  {
    currencyCode: 'EUR',
    name: 'Euro',
    symbolImageUrl: 'https://images-currency.meld.io/fiat/EUR/symbol.png',
  },
  // No purchase limits below: left out of the options.
  {
    currencyCode: 'JPY',
    name: 'Japanese Yen',
    symbolImageUrl: 'https://images-currency.meld.io/fiat/JPY/symbol.png',
  },
];
const cryptoCurrencies = [
  {
    currencyCode: 'USDC',
    name: 'USD Coin',
    chainCode: 'ETH',
    chainName: 'Ethereum',
    chainId: '1',
    contractAddress: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  },
  {
    currencyCode: 'USDC_BASE',
    name: 'USD Coin',
    chainCode: 'BASE',
    chainName: 'Base',
    chainId: '8453',
    contractAddress: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
  },
  {
    currencyCode: 'SOL',
    name: 'Solana',
    chainCode: 'SOL',
    chainName: 'Solana',
    chainId: null,
    contractAddress: null,
  },
  // Neither eip155 nor Solana: left out.
  {
    currencyCode: 'BTC',
    name: 'Bitcoin',
    chainCode: 'BTC',
    chainName: 'Bitcoin',
    chainId: null,
    contractAddress: null,
  },
];
const paymentMethods = [
  { paymentMethod: 'CREDIT_DEBIT_CARD', name: 'Credit & Debit Card', paymentType: 'CARD' },
  { paymentMethod: 'ACH', name: 'ACH', paymentType: 'BANK_TRANSFER' },
  { paymentMethod: 'APPLE_PAY', name: 'Apple Pay', paymentType: 'MOBILE_WALLET' },
];
const purchaseLimits = [
  { currencyCode: 'USD', defaultAmount: 150, minimumAmount: 20, maximumAmount: 20000 },
  { currencyCode: 'EUR', defaultAmount: 150, minimumAmount: 18, maximumAmount: 18000 },
];

const quote = (serviceProvider: string, destinationAmount: number, totalFee: number, networkFee: number) => ({
  transactionType: 'CRYPTO_PURCHASE',
  sourceAmount: 100,
  sourceAmountWithoutFees: 100 - totalFee,
  fiatAmountWithoutFees: 100 - totalFee,
  sourceCurrencyCode: 'USD',
  countryCode: 'US',
  totalFee,
  networkFee,
  transactionFee: totalFee - networkFee,
  destinationAmount,
  destinationCurrencyCode: 'USDC_BASE',
  exchangeRate: 1.001,
  paymentMethodType: 'CREDIT_DEBIT_CARD',
  customerScore: 20,
  serviceProvider,
});

/** A Meld transaction as `GET /payments/transactions` lists it. */
export const meldTransaction = (fields: Record<string, unknown>) => ({
  id: 'W9kLVLCaQSXz8pgaUHYK4E',
  transactionType: 'CRYPTO_PURCHASE',
  serviceProvider: 'BANXA',
  sourceAmount: 100,
  sourceCurrencyCode: 'USD',
  destinationAmount: 97.1,
  destinationCurrencyCode: 'USDC_BASE',
  ...fields,
});

/**
 * Answers Meld's endpoints the client uses, after checking `Authorization: BASIC <key>` (401 otherwise, as Meld
 * does). `transactions` are listed by their externalSessionId and externalCustomerId.
 */
export function meldAnswer(apiKey: string, transactions: Record<string, unknown>[]) {
  return (call: RampCall) => {
    if (call.headers.authorization !== `BASIC ${apiKey}`) {
      return { status: 401, body: { code: 'UNAUTHORIZED', message: 'Invalid credentials' } };
    }
    const filtered = call.query.categories === 'CRYPTO_ONRAMP' && call.query.accountFilter === 'true';
    switch (`${call.method} ${call.path}`) {
      case 'GET /service-providers/properties/fiat-currencies':
        return { body: filtered ? fiatCurrencies : [] };
      case 'GET /service-providers/properties/crypto-currencies':
        return { body: filtered ? cryptoCurrencies : [] };
      case 'GET /service-providers/properties/payment-methods':
        return { body: filtered ? paymentMethods : [] };
      case 'GET /service-providers/limits/fiat-currency-purchases':
        return { body: filtered ? purchaseLimits : [] };
      case 'POST /payments/crypto/quote':
        return {
          body: {
            quotes: [quote('TRANSAK', 95.4, 4.49, 0.5), quote('BANXA', 97.1, 2.8, 0.1)],
            message: null,
            error: null,
          },
        };
      case 'GET /payments/transactions': {
        const listed = transactions.filter(
          (entry) =>
            entry.externalSessionId === call.query.externalSessionIds &&
            entry.externalCustomerId === call.query.externalCustomerIds,
        );
        return {
          body: { transactions: listed, count: listed.length, remaining: 0, totalCount: listed.length },
        };
      }
      default:
        return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
    }
  };
}
