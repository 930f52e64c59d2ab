import { accountHistoryPath, cloudPaths, onrampOrderPath } from '../../wire/cloudPaths.js';
import type { HistoryTransaction } from '../../wire/history.js';
import type {
  OnrampOptionsResponse,
  OnrampOrder,
  OnrampQuoteBody,
  OnrampUrlBody,
} from '../../wire/onramp.js';

type Route = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const badRequest = (message: string) => json({ code: 'BAD_REQUEST', message }, 400);
const cents = (amount: string) => Math.round(Number(amount) * 100);
const money = (value: number, currency: string) => ({ amount: (value / 100).toFixed(2), currency });

const historyStatus = { pending: 'pending', completed: 'confirmed', failed: 'failed' } as const;

/** An order as the cloud's history lists it: the purchase coming in from the provider. */
const purchase = (order: OnrampOrder): HistoryTransaction => ({
  id: order.id,
  metadata: {
    minedAt: order.updatedAt,
    chain: order.account.split(':').slice(0, 2).join(':'),
    operationType: 'receive',
    status: historyStatus[order.status],
    sentFrom: order.provider,
    sentTo: order.account.split(':')[2] ?? '',
  },
  transfers: order.purchaseAmount
    ? [
        {
          direction: 'in',
          quantity: { numeric: order.purchaseAmount.amount },
          fungible_info: { symbol: order.purchaseAmount.currency },
        },
      ]
    : [],
});

/** One provider of the fake on-ramp: its options, or `failing` (its options and quotes answer 502). */
export interface FakeOnrampProvider {
  options: OnrampOptionsResponse;
  failing?: boolean;
}

/**
 * The on-ramp API of a fake Portico Cloud: each provider's options, quotes with a 1.5 % fee that check the card's
 * limits in the cloud's words, checkout URLs that record a pending order, and the order's route; `settle` ends an
 * order as the provider would. `routes` gains each new order's route.
 */
export function fakeOnramp(providers: Record<string, FakeOnrampProvider>, routes: Record<string, Route>) {
  const orders = new Map<string, OnrampOrder>();
  /** `history?onramp=` of the account: its orders with that provider, newest first, as the cloud lists them. */
  const servePurchases = (address: string) => {
    const path = accountHistoryPath(address);
    const history = routes[path];
    routes[path] = (url, init) => {
      const provider = url.searchParams.get('onramp');
      if (provider === null && history) return history(url, init);
      const data = [...orders.values()]
        .filter((order) => order.provider === provider && order.account.endsWith(`:${address}`))
        .reverse()
        .map(purchase);
      return json({ data, next: null });
    };
  };
  const body = <T>(init: RequestInit | undefined) => JSON.parse(String(init?.body)) as T;
  const unknown = () => badRequest('On-ramp provider not supported');
  const failing = (id: string) =>
    json({ code: 'SERVER_ERROR', message: `The on-ramp provider ${id} failed: down` }, 502);
  Object.assign(routes, {
    [cloudPaths.onrampOptions]: (url: URL) => {
      const id = url.searchParams.get('provider') ?? '';
      const provider = providers[id];
      if (!provider) return unknown();
      return provider.failing ? failing(id) : json(provider.options);
    },
    [cloudPaths.onrampQuote]: (_: URL, init: RequestInit | undefined) => {
      const request = body<OnrampQuoteBody>(init);
      const provider = providers[request.provider];
      if (!provider) return unknown();
      if (provider.failing) return failing(request.provider);
      const payment = provider.options.paymentCurrencies.find((c) => c.id === request.paymentCurrency);
      const card = payment?.payment_method_limits.find((limit) => limit.id === 'card');
      if (!payment || !card)
        return badRequest(`Payment currency ${request.paymentCurrency} is not supported`);
      if (cents(request.amount) < cents(card.min))
        return badRequest(`Minimum amount is ${card.min} ${payment.id}`);
      if (cents(request.amount) > cents(card.max))
        return badRequest(`Maximum amount is ${card.max} ${payment.id}`);
      const total = cents(request.amount);
      const fee = Math.ceil(total * 0.015);
      return json({
        provider: request.provider,
        quoteId: `quote-${orders.size}-${request.amount}`,
        paymentTotal: money(total, request.paymentCurrency),
        paymentSubtotal: money(total - fee, request.paymentCurrency),
        providerFee: money(fee, request.paymentCurrency),
        networkFee: money(0, request.paymentCurrency),
        purchaseAmount: { amount: ((total - fee) / 100).toFixed(6), currency: request.purchaseCurrency },
      });
    },
    [cloudPaths.onrampUrl]: (_: URL, init: RequestInit | undefined) => {
      const request = body<OnrampUrlBody>(init);
      if (!providers[request.provider]) return unknown();
      const id = `order-${orders.size + 1}-abcdef`;
      const now = new Date().toISOString();
      orders.set(id, {
        id,
        provider: request.provider,
        status: 'pending',
        account: request.partnerUserId,
        network: request.defaultNetwork ?? '',
        ...(request.presetFiatAmount === undefined
          ? {}
          : {
              purchaseAmount: {
                amount: ((Math.round(request.presetFiatAmount * 100) * 0.985) / 100).toFixed(6),
                currency: request.purchaseCurrency ?? 'USDC',
              },
            }),
        createdAt: now,
        updatedAt: now,
      });
      routes[onrampOrderPath(id)] = () => json({ order: orders.get(id) });
      servePurchases(request.partnerUserId.split(':')[2] ?? '');
      return json({ url: `https://checkout.test/${id}`, orderId: id });
    },
  });
  return {
    orders,
    /** Ends the order as its provider would: paid and delivered, or refused with its reason. */
    settle(id: string, status: 'completed' | 'failed', failureReason?: string) {
      const order = orders.get(id);
      if (!order) throw new Error(`no order ${id}`);
      orders.set(id, { ...order, status, ...(failureReason ? { failureReason } : {}) });
    },
  };
}
