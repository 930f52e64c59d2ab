import type { OnrampOptionsResponse, OnrampQuote, OnrampQuoteBody } from '@portico/core/wire';
import { cdpJwt, readCdpKey } from './coinbaseJwt.js';
import { cachedFor } from './onrampCache.js';
import type { CoinbaseConfig } from './onrampConfig.js';
import { callProviderJson, decimalOf, listOf, objectOf, solanaMainnet, textOf } from './onrampHttp.js';
import { checkOnrampRequest } from './onrampLimits.js';
import type { OnrampProvider } from './onrampProvider.js';

const name = 'Coinbase Onramp';
/** Coinbase's hosted checkout; the session token carries the addresses, the URL the presets. */
const payUrl = 'https://pay.coinbase.com/buy/select-asset';
const optionsTtlMs = 5 * 60_000;

interface Region {
  country: string;
  subdivision?: string;
}

/** The network's CAIP-2 id: Solana's mainnet, or an EVM chain by its numeric `chain_id`; others are left out. */
function caip2(network: Record<string, unknown>): string | undefined {
  if (network.name === 'solana') return solanaMainnet;
  const raw = network.chain_id ?? network.chainId;
  const id = typeof raw === 'number' ? String(raw) : raw;
  return typeof id === 'string' && /^[1-9][0-9]{0,15}$/.test(id) ? `eip155:${id}` : undefined;
}

/**
 * Coinbase's buy config and options → §3 options: the country's payment methods (lower-cased ids) with their limits.
 * Its REST answers are snake_case; the camelCase its SDK types show is read too.
 */
function optionsFrom(config: unknown, options: unknown, country: string): OnrampOptionsResponse {
  const countryConfig = listOf(name, objectOf(config).countries, 'countries').find(
    (entry) => entry.id === country,
  );
  const methods = new Set(
    listOf(
      name,
      countryConfig?.payment_methods ?? countryConfig?.paymentMethods ?? [],
      'payment_methods',
    ).map((method) => String(method.id).toLowerCase()),
  );
  const body = objectOf(options);
  const paymentCurrencies = listOf(
    name,
    body.payment_currencies ?? body.paymentCurrencies,
    'payment_currencies',
  ).map((currency) => ({
    id: textOf(name, currency.id, 'payment currency id').toUpperCase(),
    payment_method_limits: listOf(name, currency.limits, 'limits')
      .map((limit) => ({
        id: textOf(name, limit.id, 'limit id').toLowerCase(),
        min: decimalOf(name, limit.min, 'limit min', 2),
        max: decimalOf(name, limit.max, 'limit max', 2),
      }))
      .filter((limit) => methods.has(limit.id)),
  }));
  const purchaseCurrencies = listOf(
    name,
    body.purchase_currencies ?? body.purchaseCurrencies,
    'purchase_currencies',
  ).flatMap((currency) => {
    const symbol = textOf(name, currency.symbol, 'symbol').toUpperCase();
    const networks = listOf(name, currency.networks, 'networks').flatMap((network) => {
      const chainId = caip2(network);
      if (!chainId) return [];
      const networkName = textOf(name, network.name, 'network name');
      return [
        {
          name: networkName,
          display_name: String(network.display_name ?? network.displayName ?? networkName),
          chain_id: chainId,
          contract_address: String(network.contract_address ?? network.contractAddress ?? ''),
        },
      ];
    });
    if (networks.length === 0 || !/^[A-Z0-9]{2,12}$/.test(symbol)) return [];
    return [
      { id: symbol, name: typeof currency.name === 'string' ? currency.name : symbol, symbol, networks },
    ];
  });
  return { paymentCurrencies, purchaseCurrencies };
}

/** One of Coinbase's `{ value, currency }` amounts. */
function amountOf(value: unknown, field: string, places?: number) {
  const amount = objectOf(value);
  return {
    amount: decimalOf(name, amount.value, field, places),
    currency: textOf(name, amount.currency, `${field} currency`),
  };
}

/**
 * Coinbase Onramp (exchange-based). Every call carries a bearer JWT signed with the operator's CDP key (`cdpJwt`):
 * - options: `GET /onramp/v1/buy/config` (the country's payment methods) and `GET /onramp/v1/buy/options`;
 * - quote: `POST /onramp/v1/buy/quote` (its reference's camelCase body; amounts answered as `{ value, currency }`);
 * - checkout: a session token (`POST /onramp/v1/token`, the wallet's address and network, the visitor's IP), then
 *   `pay.coinbase.com/buy/select-asset?sessionToken=…` with defaultNetwork, defaultAsset, presetFiatAmount,
 *   fiatCurrency and partnerUserRef/partnerUserId (our order id: Coinbase's limit is 50 characters, a CAIP-10 account
 *   may exceed it);
 * - status: `GET /onramp/v1/buy/user/{partnerUserRef}/transactions` by that order id.
 */
export function createCoinbaseRamp(
  config: CoinbaseConfig,
  region: Region,
  now: () => number = Date.now,
): OnrampProvider {
  if (!config.keyName || !config.privateKey) {
    throw new Error(
      'onramp: the coinbase provider needs PORTICO_ONRAMP_COINBASE_KEY_NAME and PORTICO_ONRAMP_COINBASE_PRIVATE_KEY',
    );
  }
  const key = readCdpKey(config.keyName, config.privateKey);
  if (!key) {
    throw new Error(
      'onramp: PORTICO_ONRAMP_COINBASE_PRIVATE_KEY is not an EC P-256 or Ed25519 private key (PEM, or CDP’s base64)',
    );
  }
  const call = async (
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string>,
    body?: unknown,
  ) => {
    const url = new URL(path, config.baseUrl);
    url.search = new URLSearchParams(query).toString();
    const jwt = await cdpJwt(key, method, url, Math.floor(now() / 1000));
    const headers = { authorization: `Bearer ${jwt}` };
    return callProviderJson({ name, method, url, headers, body, timeoutMs: config.timeoutMs });
  };
  const where = {
    country: region.country,
    ...(region.subdivision ? { subdivision: region.subdivision } : {}),
  };
  // Coinbase says to call the options periodically and cache them; a quote reads them for the limits.
  const options = cachedFor(optionsTtlMs, now, async () => {
    const [buyConfig, buyOptions] = await Promise.all([
      call('GET', '/onramp/v1/buy/config', {}),
      call('GET', '/onramp/v1/buy/options', where),
    ]);
    return optionsFrom(buyConfig, buyOptions, region.country);
  });

  async function quote(request: OnrampQuoteBody): Promise<OnrampQuote> {
    checkOnrampRequest(await options(), request);
    const body = objectOf(
      await call(
        'POST',
        '/onramp/v1/buy/quote',
        {},
        {
          purchaseCurrency: request.purchaseCurrency,
          purchaseNetwork: request.network,
          paymentAmount: request.amount,
          paymentCurrency: request.paymentCurrency,
          paymentMethod: (request.paymentMethod ?? 'card').toUpperCase(),
          ...where,
        },
      ),
    );
    return {
      provider: 'coinbase',
      quoteId: textOf(name, body.quote_id, 'quote_id'),
      paymentTotal: amountOf(body.payment_total, 'payment_total', 2),
      paymentSubtotal: amountOf(body.payment_subtotal, 'payment_subtotal', 2),
      providerFee: amountOf(body.coinbase_fee, 'coinbase_fee', 2),
      networkFee: amountOf(body.network_fee, 'network_fee', 2),
      purchaseAmount: amountOf(body.purchase_amount, 'purchase_amount'),
    };
  }

  return {
    id: 'coinbase',
    options,
    quote,
    async checkoutUrl(checkout) {
      const session = objectOf(
        await call(
          'POST',
          '/onramp/v1/token',
          {},
          {
            addresses: [{ address: checkout.walletAddress, blockchains: [checkout.network] }],
            assets: [checkout.purchaseCurrency],
            ...(checkout.clientIp ? { clientIp: checkout.clientIp } : {}),
          },
        ),
      );
      const url = new URL(payUrl);
      url.search = new URLSearchParams({
        sessionToken: textOf(name, session.token, 'token'),
        defaultNetwork: checkout.network,
        defaultAsset: checkout.purchaseCurrency,
        fiatCurrency: checkout.paymentCurrency,
        ...(checkout.presetFiatAmount !== undefined
          ? { presetFiatAmount: String(checkout.presetFiatAmount) }
          : {}),
        // The transaction status API's key: `partnerUserRef` in Coinbase's current docs, `partnerUserId` in older ones.
        partnerUserId: checkout.orderId,
        partnerUserRef: checkout.orderId,
        defaultExperience: 'buy',
      }).toString();
      return url.toString();
    },
    async orderStatus(order) {
      const body = objectOf(
        await call('GET', `/onramp/v1/buy/user/${encodeURIComponent(order.id)}/transactions`, {
          page_size: '1',
        }),
      );
      const [transaction] = listOf(name, body.transactions, 'transactions');
      if (!transaction) return undefined;
      if (transaction.status === 'ONRAMP_TRANSACTION_STATUS_SUCCESS') {
        const hash = transaction.tx_hash;
        return {
          status: 'completed',
          ...(typeof hash === 'string' && hash !== '' ? { transactionHash: hash } : {}),
        };
      }
      if (transaction.status === 'ONRAMP_TRANSACTION_STATUS_FAILED') {
        return { status: 'failed', failureReason: 'Coinbase reported the purchase failed' };
      }
      return undefined;
    },
  };
}
