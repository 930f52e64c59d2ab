import { type CloudClient, constants, PorticoError } from '@portico/core';
import { fakeHistoryClient } from './fakeHistoryClient.js';

type OnrampOrder = Awaited<ReturnType<CloudClient['getOnrampOrder']>>['order'];

const limits = [{ id: 'card', min: '10.00', max: '7500.00' }];
const refuse = (message: string) =>
  new PorticoError('HTTP_STATUS', { status: 400, body: JSON.stringify({ code: 'BAD_REQUEST', message }) });

/**
 * Portico Cloud offering Portico Devnet Ramp: pUSD on the devnet for USD or EUR, quotes with a 1.5 % fee that
 * refuse amounts outside the card's limits, checkout URLs that record a pending order; `settle` ends the order.
 */
export function fakeOnrampClient() {
  const orders = new Map<string, OnrampOrder>();
  const base = fakeHistoryClient({}).client;
  const client: CloudClient = {
    ...base,
    getProjectConfig: async () => ({
      features: { ...constants.defaults.remoteFeatures, swaps: false, onramp: ['devnet-ramp'] },
    }),
    getOnrampOptions: async () => ({
      paymentCurrencies: ['USD', 'EUR'].map((id) => ({ id, payment_method_limits: limits })),
      purchaseCurrencies: [
        {
          id: 'PUSD',
          name: 'Portico USD',
          symbol: 'PUSD',
          networks: [
            {
              name: 'portico-devnet',
              display_name: 'Portico Devnet',
              chain_id: 'eip155:31337',
              contract_address: '0xe7f1',
            },
          ],
        },
      ],
    }),
    async getOnrampQuote(body) {
      const cents = Math.round(Number(body.amount) * 100);
      if (cents < 1000) throw refuse(`Minimum amount is 10.00 ${body.paymentCurrency}`);
      const fee = Math.ceil(cents * 0.015);
      const money = (value: number) => ({ amount: (value / 100).toFixed(2), currency: body.paymentCurrency });
      return {
        provider: body.provider,
        quoteId: `quote-${body.amount}`,
        paymentTotal: money(cents),
        paymentSubtotal: money(cents - fee),
        providerFee: money(fee),
        networkFee: money(0),
        purchaseAmount: { amount: ((cents - fee) / 100).toFixed(2), currency: body.purchaseCurrency },
      };
    },
    async createOnrampUrl(body) {
      const id = `order-${orders.size + 1}-abcdef`;
      orders.set(id, {
        id,
        provider: body.provider,
        status: 'pending',
        account: body.partnerUserId,
        network: body.defaultNetwork ?? '',
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      });
      return { url: `https://checkout.test/${id}`, orderId: id };
    },
    async getOnrampOrder(orderId) {
      const order = orders.get(orderId);
      if (!order) throw refuse('No such on-ramp order');
      return { order };
    },
  };
  return {
    client,
    orders,
    settle(id: string, status: 'completed' | 'failed', failureReason?: string) {
      const order = orders.get(id);
      if (order) orders.set(id, { ...order, status, ...(failureReason ? { failureReason } : {}) });
    },
  };
}
