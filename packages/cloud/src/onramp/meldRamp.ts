import { randomUUID } from 'node:crypto';
import type { OnrampQuote, OnrampQuoteBody } from '@portico/core/wire';
import { type MeldOptions, meldMethodType, meldOptionsFrom, meldPairKey } from './meldOptions.js';
import { cachedFor } from './onrampCache.js';
import type { MeldConfig } from './onrampConfig.js';
import { callProviderJson, decimalOf, listOf, objectOf, textOf } from './onrampHttp.js';
import { checkOnrampRequest, fromCents, toCents } from './onrampLimits.js';
import { OnrampInputError, type OnrampProvider, OnrampUpstreamError } from './onrampProvider.js';

const name = 'Meld';
/** Meld's options change rarely (it recommends caching them); a quote reads them for the limits and currency codes. */
const optionsTtlMs = 5 * 60_000;
const settled = 'SETTLED';
const failedStatuses = new Set([
  'DECLINED',
  'CANCELLED',
  'FAILED',
  'ERROR',
  'VOIDED',
  'REFUNDED',
  'AUTHORIZATION_EXPIRED',
]);

/** Where the visitors are: Meld's properties and quotes are per country (and US/CA state). */
interface Region {
  country: string;
  subdivision?: string;
}

/**
 * Meld (meld-type aggregator), with `Authorization: BASIC <key>` as Meld documents it:
 * - options: `GET /service-providers/properties/fiat-currencies`, `…/crypto-currencies`, `…/payment-methods` and
 *   `GET /service-providers/limits/fiat-currency-purchases` (category CRYPTO_ONRAMP, the account's providers only);
 * - quote: `POST /payments/crypto/quote` across the service providers → the quote that delivers most, its
 *   `serviceProvider` named;
 * - checkout: Meld's widget URL with §7's publicKey, destinationCurrencyCode (SOL on Solana, otherwise USDC),
 *   walletAddress and externalCustomerId (the project id), plus externalSessionId (our order id);
 * - status: `GET /payments/transactions` by externalCustomerIds and externalSessionIds.
 * Documented by Meld (docs.meld.io): the BASIC key, these paths, the quote's and the transaction's fields, and the Meld
 * Checkout URL's parameters (externalCustomerId, externalSessionId among them). Not found in the documentation read:
 * the search's `externalCustomerIds`/`externalSessionIds` filter names (the transaction is matched by its
 * externalSessionId here again, so a search that ignores them still finds the right one among the first 10), the
 * properties endpoints' exact fields (`currencyCode`, `chainCode`, `chainName`, `chainId`, `contractAddress`,
 * `paymentMethod`, `paymentType`, `minimumAmount`, `maximumAmount`), and whether the widget takes a plain `USDC`: Meld's
 * examples name network-qualified codes (`USDC_ETHEREUM`); §7 asks for `USDC`/`SOL`, which the widget then lets the
 * visitor narrow.
 */
export function createMeldRamp(
  config: MeldConfig,
  region: Region,
  now: () => number = Date.now,
): OnrampProvider {
  const { apiKey, publicKey } = config;
  if (!apiKey) throw new Error('onramp: the meld provider needs PORTICO_ONRAMP_MELD_API_KEY');
  if (!publicKey) throw new Error('onramp: the meld provider needs PORTICO_ONRAMP_MELD_PUBLIC_KEY');
  const headers = { authorization: `BASIC ${apiKey}` };
  const call = (method: 'GET' | 'POST', path: string, query: Record<string, string>, body?: unknown) => {
    const url = new URL(path, config.baseUrl);
    url.search = new URLSearchParams(query).toString();
    return callProviderJson({ name, method, url, headers, body, timeoutMs: config.timeoutMs });
  };
  const filter = {
    categories: 'CRYPTO_ONRAMP',
    accountFilter: 'true',
    countries: region.country,
  };

  const options = cachedFor(optionsTtlMs, now, async (): Promise<MeldOptions> => {
    const [fiatCurrencies, cryptoCurrencies, paymentMethods, purchaseLimits] = await Promise.all([
      call('GET', '/service-providers/properties/fiat-currencies', filter),
      call('GET', '/service-providers/properties/crypto-currencies', filter),
      call('GET', '/service-providers/properties/payment-methods', filter),
      call('GET', '/service-providers/limits/fiat-currency-purchases', filter),
    ]);
    return meldOptionsFrom({ fiatCurrencies, cryptoCurrencies, paymentMethods, purchaseLimits });
  });

  async function quote(request: OnrampQuoteBody): Promise<OnrampQuote> {
    const { options: offered, codes } = await options();
    checkOnrampRequest(offered, request);
    const code = codes.get(meldPairKey(request.purchaseCurrency, request.network));
    if (!code) throw new OnrampInputError(`${request.purchaseCurrency} is not offered on ${request.network}`);
    const body = objectOf(
      await call(
        'POST',
        '/payments/crypto/quote',
        {},
        {
          countryCode: region.country,
          ...(region.subdivision ? { subdivision: region.subdivision } : {}),
          sourceCurrencyCode: request.paymentCurrency,
          sourceAmount: Number(request.amount),
          destinationCurrencyCode: code,
          paymentMethodType: meldMethodType(request.paymentMethod ?? 'card'),
        },
      ),
    );
    const quotes = listOf(name, body.quotes, 'quotes');
    const best = quotes
      .map((entry) => ({ entry, amount: Number(entry.destinationAmount) }))
      .filter(({ amount }) => Number.isFinite(amount) && amount > 0)
      .sort((a, b) => b.amount - a.amount)[0]?.entry;
    // None of Meld's service providers quotes it (a pair or amount they all refuse): the request's refusal, 400.
    if (!best) throw new OnrampInputError('No on-ramp quotes this purchase');
    const currency = request.paymentCurrency;
    const total = toCents(decimalOf(name, best.sourceAmount, 'sourceAmount', 2));
    const totalFee = toCents(decimalOf(name, best.totalFee ?? 0, 'totalFee', 2));
    const networkFee = toCents(decimalOf(name, best.networkFee ?? 0, 'networkFee', 2));
    if (totalFee > total || networkFee > totalFee) {
      throw new OnrampUpstreamError(`${name} answered fees larger than the total`);
    }
    const amount = (cents: bigint) => ({ amount: fromCents(cents), currency });
    return {
      provider: 'meld',
      serviceProvider: textOf(name, best.serviceProvider, 'serviceProvider'),
      // Meld's quotes carry no id; the quote is named for the modal only.
      quoteId: `meld-${randomUUID()}`,
      paymentTotal: amount(total),
      paymentSubtotal: amount(total - totalFee),
      providerFee: amount(totalFee - networkFee),
      networkFee: amount(networkFee),
      purchaseAmount: {
        amount: decimalOf(name, best.destinationAmount, 'destinationAmount'),
        currency: request.purchaseCurrency,
      },
    };
  }

  return {
    id: 'meld',
    options: async () => (await options()).options,
    quote,
    async checkoutUrl(checkout) {
      const url = new URL(config.widgetUrl);
      const solana = checkout.network === 'solana' || checkout.partnerUserId.startsWith('solana:');
      url.search = new URLSearchParams({
        publicKey,
        destinationCurrencyCode: solana ? 'SOL' : 'USDC',
        walletAddress: checkout.walletAddress,
        externalCustomerId: checkout.projectId,
        externalSessionId: checkout.orderId,
        sourceCurrencyCode: checkout.paymentCurrency,
        ...(checkout.presetFiatAmount !== undefined
          ? { sourceAmount: String(checkout.presetFiatAmount) }
          : {}),
      }).toString();
      return url.toString();
    },
    async orderStatus(order) {
      const body = objectOf(
        await call('GET', '/payments/transactions', {
          externalCustomerIds: order.projectId,
          externalSessionIds: order.id,
          limit: '10',
        }),
      );
      const transaction = listOf(name, body.transactions, 'transactions').find(
        (entry) => entry.externalSessionId === order.id,
      );
      const status = typeof transaction?.status === 'string' ? transaction.status : undefined;
      if (!transaction || status === undefined) return undefined;
      if (status === settled) {
        const hash = objectOf(transaction.cryptoDetails).blockchainTransactionId;
        return {
          status: 'completed',
          ...(typeof hash === 'string' && hash !== '' ? { transactionHash: hash } : {}),
        };
      }
      if (failedStatuses.has(status)) {
        return {
          status: 'failed',
          failureReason: `The payment was ${status.toLowerCase().replaceAll('_', ' ')}`,
        };
      }
      return undefined;
    },
  };
}
