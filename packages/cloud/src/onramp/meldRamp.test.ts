import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meldAnswer, meldTransaction } from '../test/fakeMeldApi.js';
import { type FakeRampApi, startFakeRampApi } from '../test/fakeRampApi.js';
import { createMeldRamp } from './meldRamp.js';
import { OnrampInputError, OnrampUpstreamError } from './onrampProvider.js';

const apiKey = 'W9kZTT7332okCEc1A9aqAq:3sYKoXQv6oHVHSts7G2agw9vTCXz';
const wallet = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const quoteBody = (amount: string, extra: Record<string, string> = {}) => ({
  provider: 'meld',
  purchaseCurrency: 'USDC',
  paymentCurrency: 'USD',
  amount,
  network: 'base',
  ...extra,
});

describe('Meld (a loopback fake of its documented shapes that checks its BASIC key)', () => {
  let api: FakeRampApi;
  const transactions: Record<string, unknown>[] = [];
  const meld = (key = apiKey, baseUrl = () => api.baseUrl) =>
    createMeldRamp(
      {
        baseUrl: baseUrl(),
        apiKey: key,
        publicKey: 'pk_meld_test',
        widgetUrl: 'https://meldcrypto.com',
        timeoutMs: 2_000,
      },
      { country: 'US', subdivision: 'NY' },
    );
  beforeAll(async () => {
    api = await startFakeRampApi();
    api.answer = meldAnswer(apiKey, transactions);
  });
  afterAll(() => api?.close());

  it('options: its fiat currencies with limits, eip155/Solana crypto by network, methods as §9 ids', async () => {
    expect(await meld().options()).toEqual({
      paymentCurrencies: [
        {
          id: 'USD',
          payment_method_limits: ['card', 'ach_bank_account', 'apple_pay'].map((id) => ({
            id,
            min: '20.00',
            max: '20000.00',
          })),
        },
        {
          id: 'EUR',
          payment_method_limits: ['card', 'ach_bank_account', 'apple_pay'].map((id) => ({
            id,
            min: '18.00',
            max: '18000.00',
          })),
        },
      ],
      purchaseCurrencies: [
        {
          id: 'USDC',
          name: 'USD Coin',
          symbol: 'USDC',
          networks: [
            {
              name: 'ethereum',
              display_name: 'Ethereum',
              chain_id: 'eip155:1',
              contract_address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
            },
            {
              name: 'base',
              display_name: 'Base',
              chain_id: 'eip155:8453',
              contract_address: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
            },
          ],
        },
        {
          id: 'SOL',
          name: 'Solana',
          symbol: 'SOL',
          networks: [
            {
              name: 'solana',
              display_name: 'Solana',
              chain_id: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
              contract_address: '',
            },
          ],
        },
      ],
    });
    const calls = api.calls.filter((call) => call.path.startsWith('/service-providers/'));
    expect(calls).toHaveLength(4);
    for (const call of calls) {
      expect(call.query).toEqual({ categories: 'CRYPTO_ONRAMP', accountFilter: 'true', countries: 'US' });
    }
  });

  it('quote: across the service providers, the one delivering most, its serviceProvider named; fees add up', async () => {
    const client = meld();
    expect(await client.quote(quoteBody('100.00'))).toMatchObject({
      provider: 'meld',
      serviceProvider: 'BANXA',
      paymentTotal: { amount: '100.00', currency: 'USD' },
      paymentSubtotal: { amount: '97.20', currency: 'USD' },
      providerFee: { amount: '2.70', currency: 'USD' },
      networkFee: { amount: '0.10', currency: 'USD' },
      purchaseAmount: { amount: '97.1', currency: 'USDC' },
    });
    expect(api.calls.at(-1)?.body).toEqual({
      countryCode: 'US',
      subdivision: 'NY',
      sourceCurrencyCode: 'USD',
      sourceAmount: 100,
      destinationCurrencyCode: 'USDC_BASE',
      paymentMethodType: 'CREDIT_DEBIT_CARD',
    });
    // Its limits and currencies refuse before any quote is asked (400 at the route).
    const sent = api.calls.length;
    await expect(client.quote(quoteBody('19.99'))).rejects.toThrow(
      new OnrampInputError('Minimum amount is 20.00 USD'),
    );
    await expect(client.quote(quoteBody('20000.01'))).rejects.toThrow('Maximum amount is 20000.00 USD');
    await expect(client.quote({ ...quoteBody('50'), purchaseCurrency: 'BTC' })).rejects.toThrow(
      'Purchase currency BTC is not supported',
    );
    expect(api.calls.length).toBe(sent);
  });

  it('§7 checkout URL: publicKey, destinationCurrencyCode (SOL on Solana, otherwise USDC), walletAddress, externalCustomerId = the project', async () => {
    const checkout = {
      orderId: 'order-meld-1',
      projectId: 'project-42',
      walletAddress: wallet,
      network: 'base',
      partnerUserId: `eip155:8453:${wallet}`,
      paymentCurrency: 'USD',
      purchaseCurrency: 'USDC',
      presetFiatAmount: 50,
      origin: 'http://127.0.0.1:1',
    };
    const url = new URL(await meld().checkoutUrl(checkout));
    expect(url.origin).toBe('https://meldcrypto.com');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      publicKey: 'pk_meld_test',
      destinationCurrencyCode: 'USDC',
      walletAddress: wallet,
      externalCustomerId: 'project-42',
      externalSessionId: 'order-meld-1',
      sourceCurrencyCode: 'USD',
      sourceAmount: '50',
    });
    const solana = new URL(
      await meld().checkoutUrl({
        ...checkout,
        network: 'solana',
        partnerUserId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So1',
      }),
    );
    expect(solana.searchParams.get('destinationCurrencyCode')).toBe('SOL');
    expect(url.toString()).not.toContain(apiKey);
  });

  it('status: its transaction by externalCustomerId and externalSessionId — SETTLED completed, DECLINED failed, else pending', async () => {
    const order = { id: 'order-meld-2', projectId: 'project-42', account: `eip155:8453:${wallet}` };
    expect(await meld().orderStatus(order)).toBeUndefined();
    expect(api.calls.at(-1)?.query).toMatchObject({
      externalCustomerIds: 'project-42',
      externalSessionIds: 'order-meld-2',
    });
    const hash = `0x${'cd'.repeat(32)}`;
    transactions.push(
      meldTransaction({
        status: 'SETTLED',
        externalCustomerId: 'project-42',
        externalSessionId: 'order-meld-2',
        cryptoDetails: { blockchainTransactionId: hash },
      }),
      meldTransaction({
        status: 'DECLINED',
        externalCustomerId: 'project-42',
        externalSessionId: 'order-meld-3',
      }),
      meldTransaction({
        status: 'SETTLING',
        externalCustomerId: 'project-42',
        externalSessionId: 'order-meld-4',
      }),
    );
    expect(await meld().orderStatus(order)).toEqual({ status: 'completed', transactionHash: hash });
    expect(await meld().orderStatus({ ...order, id: 'order-meld-3' })).toEqual({
      status: 'failed',
      failureReason: 'The payment was declined',
    });
    expect(await meld().orderStatus({ ...order, id: 'order-meld-4' })).toBeUndefined();
  });

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => 'resolved',
      (error: unknown) => (error instanceof OnrampUpstreamError ? error.message : `other: ${String(error)}`),
    );

  it('a wrong key, a 500, garbage or Meld down: OnrampUpstreamError naming Meld, never the key; no quote at all: 400', async () => {
    expect(await failure(meld('wrong:key-of-someone').options())).toBe('Meld answered 401');
    const answer = api.answer;
    for (const [body, status, message] of [
      [{ error: 'boom' }, 500, 'Meld answered 500'],
      ['<html>not json', 200, 'Meld answered something that is not JSON'],
      [{ quotes: 'many' }, 200, 'Meld answered without a valid quotes'],
    ] as const) {
      api.answer = (call) => (call.path === '/payments/crypto/quote' ? { status, body } : answer(call));
      const message_ = await failure(meld().quote(quoteBody('100')));
      expect(message_).toBe(message);
      expect(message_).not.toContain(apiKey);
    }
    api.answer = (call) => (call.path === '/payments/crypto/quote' ? { body: { quotes: [] } } : answer(call));
    await expect(meld().quote(quoteBody('100'))).rejects.toThrow(
      new OnrampInputError('No on-ramp quotes this purchase'),
    );
    api.answer = answer;
    expect(await failure(meld(apiKey, () => 'http://127.0.0.1:9').options())).toBe('Meld cannot be reached');
  });

  it('refuses to start without its API key or public key, naming the setting', () => {
    const config = { baseUrl: 'https://api.meld.io', widgetUrl: 'https://meldcrypto.com', timeoutMs: 1 };
    expect(() => createMeldRamp(config, { country: 'US' })).toThrow('PORTICO_ONRAMP_MELD_API_KEY');
    expect(() => createMeldRamp({ ...config, apiKey }, { country: 'US' })).toThrow(
      'PORTICO_ONRAMP_MELD_PUBLIC_KEY',
    );
  });
});
