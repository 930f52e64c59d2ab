import { generateKeyPairSync } from 'node:crypto';
import { cloudPaths, onrampOrderPath } from '@portico/core/wire';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Db } from '../db/index.js';
import { createProject } from '../projects/index.js';
import { openMigratedPglite, sdkQuery, testShareKey } from '../test/dbPasses.js';
import { coinbaseAnswer, coinbaseTransaction } from '../test/fakeCoinbaseApi.js';
import { meldAnswer, meldTransaction } from '../test/fakeMeldApi.js';
import { type FakeRampApi, startFakeRampApi } from '../test/fakeRampApi.js';

const meldKey = 'W9kZTT7332okCEc1A9aqAq:3sYKoXQv6oHVHSts7G2agw9vTCXz';
const keyName = 'organizations/0f1e/apiKeys/9a8b';
const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
/** The key's body (between the PEM lines), which no answer or log line may hold in any part. */
const pemBody = pem.split('\n').filter((line) => line !== '' && !line.startsWith('-----'));
const wallet = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';

describe('on-ramp routes with the real clients against loopback fakes: 502 on their failures, no secret anywhere', () => {
  let db: Db;
  let meld: FakeRampApi;
  let coinbase: FakeRampApi;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let projectId: string;
  const meldTransactions: Record<string, unknown>[] = [];
  const coinbaseTransactions: Record<string, unknown>[] = [];
  const lines: string[] = [];
  const bodies: string[] = [];

  beforeAll(async () => {
    [db, meld, coinbase] = await Promise.all([openMigratedPglite(), startFakeRampApi(), startFakeRampApi()]);
    meld.answer = meldAnswer(meldKey, meldTransactions);
    coinbase.answer = coinbaseAnswer(keyName, publicKey, coinbaseTransactions);
    app = await buildApp({
      db,
      logger: pino({ level: 'trace' }, { write: (line: string) => lines.push(line) }),
      shareKey: Buffer.from(testShareKey, 'base64'),
      config: {
        onramp: {
          providers: ['meld', 'coinbase'],
          country: 'US',
          subdivision: 'NY',
          meld: {
            baseUrl: meld.baseUrl,
            apiKey: meldKey,
            publicKey: 'pk_meld_test',
            widgetUrl: 'https://meldcrypto.com',
            timeoutMs: 2_000,
          },
          coinbase: { baseUrl: coinbase.baseUrl, keyName, privateKey: pem, timeoutMs: 2_000 },
        },
      },
    });
    projectId = (await createProject(db, { name: 'Ramps', features: { onramp: ['meld', 'coinbase'] } })).id;
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([meld?.close(), coinbase?.close()]);
    await db?.close();
  });

  const call = async (
    method: 'GET' | 'POST',
    path: string,
    payload?: unknown,
    query: Record<string, string> = {},
  ) => {
    const response = await app.inject({
      method,
      url: `${path}?${sdkQuery(projectId, query)}`,
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
    bodies.push(response.body);
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };
  const urlBody = (provider: string, network = 'base') => ({
    provider,
    destinationWallets: [{ address: wallet, blockchains: [network], assets: ['USDC'] }],
    partnerUserId: `eip155:8453:${wallet}`,
    defaultExperience: 'buy',
    presetFiatAmount: 100,
    paymentCurrency: 'USD',
    purchaseCurrency: 'USDC',
  });

  it('offers both in the remote config; options and quotes answer 200, limits 400', async () => {
    const config = await call('GET', cloudPaths.projectConfig);
    expect((config.body.features as { onramp: unknown }).onramp).toEqual(['meld', 'coinbase']);
    for (const provider of ['meld', 'coinbase']) {
      const options = await call('GET', cloudPaths.onrampOptions, undefined, { provider });
      expect(options.status).toBe(200);
      const quote = {
        provider,
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '100.00',
        network: 'base',
      };
      expect((await call('POST', cloudPaths.onrampQuote, quote)).status).toBe(200);
      expect(await call('POST', cloudPaths.onrampQuote, { ...quote, amount: '1.00' })).toMatchObject({
        status: 400,
        body: {
          message: provider === 'meld' ? 'Minimum amount is 20.00 USD' : 'Minimum amount is 10.00 USD',
        },
      });
    }
    expect(
      (
        await call('POST', cloudPaths.onrampQuote, {
          provider: 'meld',
          purchaseCurrency: 'USDC',
          paymentCurrency: 'USD',
          amount: '100',
          network: 'base',
        })
      ).body,
    ).toMatchObject({ serviceProvider: 'BANXA' });
  });

  it('an order per provider: pending with the quote, then the provider’s status settles it', async () => {
    const meldOrder = await call('POST', cloudPaths.onrampUrl, urlBody('meld'));
    expect(meldOrder.status).toBe(200);
    const meldUrl = new URL(String(meldOrder.body.url));
    expect(meldUrl.searchParams.get('externalCustomerId')).toBe(projectId);
    expect(meldUrl.searchParams.get('publicKey')).toBe('pk_meld_test');
    const meldId = String(meldOrder.body.orderId);
    expect((await call('GET', onrampOrderPath(meldId))).body.order).toMatchObject({
      status: 'pending',
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '97.1', currency: 'USDC' },
    });
    meldTransactions.push(
      meldTransaction({
        status: 'SETTLED',
        externalCustomerId: projectId,
        externalSessionId: meldId,
        cryptoDetails: { blockchainTransactionId: '0xfeed' },
      }),
    );
    expect((await call('GET', onrampOrderPath(meldId))).body.order).toMatchObject({
      status: 'completed',
      transactionHash: '0xfeed',
    });

    const cbOrder = await call('POST', cloudPaths.onrampUrl, urlBody('coinbase'));
    expect(cbOrder.status).toBe(200);
    const cbId = String(cbOrder.body.orderId);
    expect(new URL(String(cbOrder.body.url)).searchParams.get('partnerUserId')).toBe(cbId);
    expect(coinbase.calls.find((entry) => entry.path === '/onramp/v1/token')?.body).toMatchObject({
      clientIp: '127.0.0.1',
    });
    coinbaseTransactions.push(
      coinbaseTransaction({ partner_user_ref: cbId, status: 'ONRAMP_TRANSACTION_STATUS_FAILED' }),
    );
    expect((await call('GET', onrampOrderPath(cbId))).body.order).toMatchObject({
      status: 'failed',
      failureReason: 'Coinbase reported the purchase failed',
    });
  });

  it('a provider answering 500 or garbage: 502 naming it, never 500; logged without a key', async () => {
    const answer = meld.answer;
    for (const [body, status, message] of [
      [{ error: 'internal' }, 500, 'The on-ramp provider meld failed: Meld answered 500'],
      ['<html>', 200, 'The on-ramp provider meld failed: Meld answered something that is not JSON'],
    ] as const) {
      meld.answer = () => ({ status, body });
      expect(await call('POST', cloudPaths.onrampUrl, urlBody('meld'))).toMatchObject({
        status: 502,
        body: { message },
      });
      const pending = await call('POST', cloudPaths.onrampQuote, {
        provider: 'meld',
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '100',
        network: 'base',
      });
      expect(pending.status).toBe(502);
    }
    meld.answer = answer;
    const order = String((await call('POST', cloudPaths.onrampUrl, urlBody('meld'))).body.orderId);
    meld.answer = () => ({ status: 503, body: {} });
    expect(await call('GET', onrampOrderPath(order))).toMatchObject({
      status: 502,
      body: { message: 'The on-ramp provider meld failed: Meld answered 503' },
    });
    meld.answer = answer;
    expect(
      lines.some(
        (line) => line.includes('onramp: the provider failed') && line.includes('Meld answered 503'),
      ),
    ).toBe(true);
  });

  it('a provider down: 502 naming it (runs last: the Coinbase fake is closed)', async () => {
    await coinbase.close();
    // Its options are cached (5 minutes): the quote itself meets the outage.
    const quote = {
      provider: 'coinbase',
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '50.00',
      network: 'base',
    };
    const down = await call('POST', cloudPaths.onrampQuote, quote);
    expect(down).toMatchObject({
      status: 502,
      body: { message: 'The on-ramp provider coinbase failed: Coinbase Onramp cannot be reached' },
    });
    // §8's mock quote and sample options are the modal's fallbacks: the cloud answers the failure, never a sample.
    expect(down.body).not.toHaveProperty('paymentTotal');
  });

  it('no answer and no log line holds the Meld key, the CDP private key or a signed JWT', () => {
    const everything = [...bodies, ...lines].join('\n');
    expect(bodies.length).toBeGreaterThan(10);
    expect(everything).not.toContain(meldKey);
    expect(everything).not.toContain(meldKey.split(':')[1]);
    for (const line of pemBody) expect(everything).not.toContain(line);
    expect(everything).not.toMatch(/Bearer |BASIC |eyJ[A-Za-z0-9_-]+\.eyJ/);
  });
});
