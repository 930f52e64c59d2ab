import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinbaseAnswer, coinbaseTransaction } from '../test/fakeCoinbaseApi.js';
import { type FakeRampApi, startFakeRampApi } from '../test/fakeRampApi.js';
import { cdpJwt, readCdpKey } from './coinbaseJwt.js';
import { createCoinbaseRamp } from './coinbaseRamp.js';
import { OnrampUpstreamError } from './onrampProvider.js';

const keyName = 'organizations/0f1e/apiKeys/9a8b';
const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const wallet = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';

describe('Coinbase Onramp (a loopback fake that verifies the CDP JWT: signature, kid/sub, iss, uri, exp)', () => {
  let api: FakeRampApi;
  const transactions: Record<string, unknown>[] = [];
  const coinbase = (key = pem, baseUrl = () => api.baseUrl) =>
    createCoinbaseRamp(
      { baseUrl: baseUrl(), keyName, privateKey: key, timeoutMs: 2_000 },
      { country: 'US', subdivision: 'NY' },
    );
  beforeAll(async () => {
    api = await startFakeRampApi();
    api.answer = coinbaseAnswer(keyName, publicKey, transactions);
  });
  afterAll(() => api?.close());

  it('options: the country’s payment methods with their limits, eip155/Solana networks by CAIP-2; cached', async () => {
    const client = coinbase();
    expect(await client.options()).toEqual({
      paymentCurrencies: [
        {
          id: 'USD',
          payment_method_limits: [
            { id: 'card', min: '10.00', max: '7500.00' },
            { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
          ],
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
              contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
            },
            {
              name: 'base',
              display_name: 'Base',
              chain_id: 'eip155:8453',
              contract_address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
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
    expect(api.calls.find((call) => call.path === '/onramp/v1/buy/options')?.query).toEqual({
      country: 'US',
      subdivision: 'NY',
    });
    const asked = api.calls.length;
    await client.options();
    expect(api.calls.length).toBe(asked);
  });

  it('quote: its buy quote mapped (coinbase_fee the provider fee); its limits refuse first', async () => {
    const client = coinbase();
    const request = {
      provider: 'coinbase',
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '100.00',
      network: 'base',
    };
    expect(await client.quote(request)).toEqual({
      provider: 'coinbase',
      quoteId: 'quote-7d1f',
      paymentTotal: { amount: '100.00', currency: 'USD' },
      paymentSubtotal: { amount: '97.51', currency: 'USD' },
      providerFee: { amount: '2.49', currency: 'USD' },
      networkFee: { amount: '0.00', currency: 'USD' },
      purchaseAmount: { amount: '97.510000', currency: 'USDC' },
    });
    expect(api.calls.at(-1)?.body).toEqual({
      purchaseCurrency: 'USDC',
      purchaseNetwork: 'base',
      paymentAmount: '100.00',
      paymentCurrency: 'USD',
      paymentMethod: 'CARD',
      country: 'US',
      subdivision: 'NY',
    });
    await expect(client.quote({ ...request, amount: '9.99' })).rejects.toThrow('Minimum amount is 10.00 USD');
    await expect(client.quote({ ...request, paymentMethod: 'paypal' })).rejects.toThrow(
      'Payment method paypal is not supported',
    );
  });

  it('checkout: a session token minted server-side (address, network, asset, client IP), then pay.coinbase.com with the presets', async () => {
    const url = new URL(
      await coinbase().checkoutUrl({
        orderId: 'order-cb-1',
        projectId: 'project-42',
        walletAddress: wallet,
        network: 'base',
        partnerUserId: `eip155:8453:${wallet}`,
        paymentCurrency: 'USD',
        purchaseCurrency: 'USDC',
        presetFiatAmount: 50,
        origin: 'http://127.0.0.1:1',
        clientIp: '203.0.113.7',
      }),
    );
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/onramp/v1/token',
      body: {
        addresses: [{ address: wallet, blockchains: ['base'] }],
        assets: ['USDC'],
        clientIp: '203.0.113.7',
      },
    });
    expect(`${url.origin}${url.pathname}`).toBe('https://pay.coinbase.com/buy/select-asset');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sessionToken: 'ZWJjZGVmZ2hpams=',
      defaultNetwork: 'base',
      defaultAsset: 'USDC',
      fiatCurrency: 'USD',
      presetFiatAmount: '50',
      partnerUserId: 'order-cb-1',
      partnerUserRef: 'order-cb-1',
      defaultExperience: 'buy',
    });
  });

  it('status: its transactions by partnerUserRef (our order id) — SUCCESS completed with tx_hash, FAILED failed', async () => {
    const order = { id: 'order-cb-2', projectId: 'project-42', account: `eip155:8453:${wallet}` };
    expect(await coinbase().orderStatus(order)).toBeUndefined();
    expect(api.calls.at(-1)).toMatchObject({
      path: '/onramp/v1/buy/user/order-cb-2/transactions',
      query: { page_size: '1' },
    });
    const hash = `0x${'ef'.repeat(32)}`;
    transactions.push(
      coinbaseTransaction({
        partner_user_ref: 'order-cb-2',
        status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
        tx_hash: hash,
      }),
      coinbaseTransaction({
        partner_user_ref: 'order-cb-3',
        status: 'ONRAMP_TRANSACTION_STATUS_FAILED',
        tx_hash: '',
      }),
      coinbaseTransaction({
        partner_user_ref: 'order-cb-4',
        status: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
      }),
    );
    expect(await coinbase().orderStatus(order)).toEqual({ status: 'completed', transactionHash: hash });
    expect(await coinbase().orderStatus({ ...order, id: 'order-cb-3' })).toEqual({
      status: 'failed',
      failureReason: 'Coinbase reported the purchase failed',
    });
    expect(await coinbase().orderStatus({ ...order, id: 'order-cb-4' })).toBeUndefined();
  });

  it('the fake refuses a JWT of another key, of another call (uri) or too long-lived; the client reports 401 as an upstream error', async () => {
    const other = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const failure = await coinbase(other)
      .options()
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OnrampUpstreamError);
    expect((failure as Error).message).toBe('Coinbase Onramp answered 401');
    const key = readCdpKey(keyName, pem);
    if (!key) throw new Error('the test key is not read');
    const now = Math.floor(Date.now() / 1000);
    const call = (jwt: string) =>
      fetch(`${api.baseUrl}/onramp/v1/buy/config`, { headers: { authorization: `Bearer ${jwt}` } }).then(
        (r) => r.status,
      );
    expect(await call(await cdpJwt(key, 'GET', new URL(`${api.baseUrl}/onramp/v1/buy/config`), now))).toBe(
      200,
    );
    expect(await call(await cdpJwt(key, 'GET', new URL(`${api.baseUrl}/onramp/v1/buy/options`), now))).toBe(
      401,
    );
    expect(await call(await cdpJwt(key, 'POST', new URL(`${api.baseUrl}/onramp/v1/buy/config`), now))).toBe(
      401,
    );
    expect(
      await call(await cdpJwt(key, 'GET', new URL(`${api.baseUrl}/onramp/v1/buy/config`), now - 600)),
    ).toBe(401);
  });

  it('a 500, garbage or Coinbase down: OnrampUpstreamError naming it, never the key', async () => {
    const answer = api.answer;
    api.answer = (call) =>
      call.path === '/onramp/v1/token' ? { status: 500, body: { message: 'internal' } } : answer(call);
    const checkout = {
      orderId: 'order-cb-5',
      projectId: 'p',
      walletAddress: wallet,
      network: 'base',
      partnerUserId: `eip155:8453:${wallet}`,
      paymentCurrency: 'USD',
      purchaseCurrency: 'USDC',
      origin: 'http://127.0.0.1:1',
    };
    await expect(coinbase().checkoutUrl(checkout)).rejects.toThrow(
      new OnrampUpstreamError('Coinbase Onramp answered 500'),
    );
    api.answer = (call) => (call.path === '/onramp/v1/token' ? { body: '{"token":' } : answer(call));
    await expect(coinbase().checkoutUrl(checkout)).rejects.toThrow(
      'Coinbase Onramp answered something that is not JSON',
    );
    api.answer = answer;
    await expect(coinbase(pem, () => 'http://127.0.0.1:9').options()).rejects.toThrow(
      'Coinbase Onramp cannot be reached',
    );
  });
});
