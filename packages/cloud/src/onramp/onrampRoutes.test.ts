import { cloudPaths, type OnrampOrderResponse, type OnrampQuote, onrampOrderPath } from '@portico/core/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../projects/index.js';
import { type RunningCloud, startCloud } from '../server.js';
import { oneDbPass, sdkQuery, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { answerEach, type FakeUpstream, startFakeUpstream } from '../test/fakeUpstream.js';
import { insertOrder } from './onrampOrders.js';

const devChain = 'eip155:31337';
const pusd = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const minter = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const wallet = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const deliveryHash = `0x${'ab'.repeat(32)}`;

describe.each(oneDbPass)('on-ramp routes ($name)', (pass) => {
  let cloud: RunningCloud;
  let upstream: FakeUpstream;
  let location: TestDbLocation;
  let projectId: string;
  let otherProject: string;

  beforeAll(async () => {
    upstream = await startFakeUpstream(
      answerEach((call) => (call.method === 'eth_sendTransaction' ? deliveryHash : { status: '0x1' })),
    );
    location = await pass.location();
    cloud = await startTestCloud(location, {
      config: {
        rateLimit: { perIp: 1_000_000, perProject: 1_000_000 },
        history: { indexer: false },
        rpc: { upstreams: { [devChain]: [upstream.url] } },
        onramp: {
          providers: ['devnet-ramp'],
          devnetRamp: {
            networks: [
              {
                name: 'portico-devnet',
                displayName: 'Portico Devnet',
                chainId: devChain,
                symbol: 'PUSD',
                contractAddress: pusd,
                decimals: 6,
                from: minter,
              },
            ],
          },
        },
      },
    });
    projectId = (await createProject(cloud.db, { name: 'Ramp', features: { onramp: ['devnet-ramp'] } })).id;
    // A project whose operator turned the on-ramp off (new projects get §9's default, on).
    otherProject = (await createProject(cloud.db, { name: 'Other', features: { onramp: false } })).id;
  });
  afterAll(async () => {
    await cloud?.stop();
    await upstream?.close();
    await location?.dispose();
  });

  const get = async (path: string, query: Record<string, string> = {}, project = projectId) => {
    const response = await fetch(`${cloud.url}${path}?${sdkQuery(project, query)}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const post = async (path: string, body: unknown, project = projectId) => {
    const response = await fetch(`${cloud.url}${path}?${sdkQuery(project)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const quoteBody = (amount: string) => ({
    provider: 'devnet-ramp',
    purchaseCurrency: 'PUSD',
    paymentCurrency: 'USD',
    amount,
    network: 'portico-devnet',
  });
  const urlBody = {
    provider: 'devnet-ramp',
    destinationWallets: [{ address: wallet, blockchains: ['portico-devnet'], assets: ['PUSD'] }],
    partnerUserId: `${devChain}:${wallet}`,
    defaultExperience: 'buy',
    presetFiatAmount: 50,
    paymentCurrency: 'USD',
    purchaseCurrency: 'PUSD',
  };
  const pay = (url: string, form: Record<string, string>, origin?: string) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
      body: new URLSearchParams(form).toString(),
    });
  const checkoutToken = async (url: string) => {
    const page = await (await fetch(url)).text();
    expect(page).toMatch(/<label for="card">Card number<\/label>/);
    expect(page).toMatch(/<button type="submit">Pay<\/button>/);
    return /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
  };

  it('§3 options: USD and EUR with the §9 limits, pUSD on the devnet; the remote config offers the provider', async () => {
    const { status, body } = await get(cloudPaths.onrampOptions, { provider: 'devnet-ramp' });
    expect(status).toBe(200);
    expect(body).toEqual({
      paymentCurrencies: ['USD', 'EUR'].map((id) => ({
        id,
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      })),
      purchaseCurrencies: [
        {
          id: 'PUSD',
          name: 'Portico USD',
          symbol: 'PUSD',
          networks: [
            {
              name: 'portico-devnet',
              display_name: 'Portico Devnet',
              chain_id: devChain,
              contract_address: pusd,
            },
          ],
        },
      ],
    });
    expect((await get(cloudPaths.onrampOptions, { provider: 'meld' })).body).toMatchObject({
      message: 'On-ramp provider not supported',
    });
    expect(((await get(cloudPaths.projectConfig)).body.features as { onramp: unknown }).onramp).toEqual([
      'devnet-ramp',
    ]);
    expect(
      ((await get(cloudPaths.projectConfig, {}, otherProject)).body.features as { onramp: unknown }).onramp,
    ).toBe(false);
  });

  it('a project whose on-ramp is off gets 403 for options, quotes and checkout URLs: its id orders nothing', async () => {
    const off = { code: 'FEATURE_DISABLED', message: 'On-ramp is turned off for this project' };
    const options = await get(cloudPaths.onrampOptions, { provider: 'devnet-ramp' }, otherProject);
    expect(options).toEqual({ status: 403, body: off });
    expect(await post(cloudPaths.onrampQuote, quoteBody('50.00'), otherProject)).toEqual({
      status: 403,
      body: off,
    });
    expect(await post(cloudPaths.onrampUrl, urlBody, otherProject)).toEqual({ status: 403, body: off });
    const { rows } = await cloud.db.query('SELECT id FROM onramp_orders WHERE project_id = $1', [
      otherProject,
    ]);
    expect(rows).toEqual([]);
  });

  it('§3 quote: a 1.5 % fee (§9 1–2 %); limits refused naming them; bad bodies 400', async () => {
    const { status, body } = await post(cloudPaths.onrampQuote, quoteBody('50.00'));
    expect(status).toBe(200);
    const quote = body as unknown as OnrampQuote;
    expect(quote).toMatchObject({
      provider: 'devnet-ramp',
      paymentTotal: { amount: '50.00', currency: 'USD' },
      paymentSubtotal: { amount: '49.25', currency: 'USD' },
      providerFee: { amount: '0.75', currency: 'USD' },
      networkFee: { amount: '0.00', currency: 'USD' },
      purchaseAmount: { amount: '49.250000', currency: 'PUSD' },
    });
    expect(await post(cloudPaths.onrampQuote, quoteBody('9.99'))).toMatchObject({
      status: 400,
      body: { message: 'Minimum amount is 10.00 USD' },
    });
    expect(await post(cloudPaths.onrampQuote, quoteBody('7500.01'))).toMatchObject({
      status: 400,
      body: { message: 'Maximum amount is 7500.00 USD' },
    });
    expect((await post(cloudPaths.onrampQuote, { ...quoteBody('20'), extra: 1 })).status).toBe(400);
    expect(
      (await post(cloudPaths.onrampQuote, { ...quoteBody('20'), provider: 'coinbase' })).body,
    ).toMatchObject({
      message: 'On-ramp provider not supported',
    });
  });

  it('an order: pending → paid with the test card → completed with the delivery; replay 409; history lists it', async () => {
    const { status, body } = await post(cloudPaths.onrampUrl, urlBody);
    expect(status).toBe(200);
    const { url, orderId } = body as { url: string; orderId: string };
    expect(url).toBe(`${cloud.url}/onramp/devnet-ramp/checkout/${orderId}`);
    expect(
      ((await get(onrampOrderPath(orderId))).body as unknown as OnrampOrderResponse).order,
    ).toMatchObject({
      status: 'pending',
      account: `${devChain}:${wallet}`,
      paymentTotal: { amount: '50.00', currency: 'USD' },
    });
    const token = await checkoutToken(url);
    const form = { token, card: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
    expect((await pay(url, form, 'https://evil.test')).status).toBe(403);
    expect((await pay(url, { ...form, token: 'forged' })).status).toBe(409);
    const paid = await pay(url, form, cloud.url);
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain(deliveryHash);
    const transfer = upstream.requests
      .map(({ body }) => body as { method: string; params: [{ from: string; to: string; data: string }] })
      .find((call) => call.method === 'eth_sendTransaction');
    expect(transfer?.params[0]).toEqual({
      from: minter,
      to: pusd,
      data: `0x40c10f19${wallet.slice(2).padStart(64, '0')}${(49_250_000).toString(16).padStart(64, '0')}`,
    });
    expect(
      ((await get(onrampOrderPath(orderId))).body as unknown as OnrampOrderResponse).order,
    ).toMatchObject({
      status: 'completed',
      transactionHash: deliveryHash,
    });
    const sent = upstream.requests.length;
    expect((await pay(url, form, cloud.url)).status).toBe(409);
    expect(upstream.requests.length).toBe(sent);

    const history = await get(`/v1/account/${wallet}/history`, { onramp: 'devnet-ramp' });
    expect(history.status).toBe(200);
    expect(history.body.data).toEqual([
      expect.objectContaining({
        id: orderId,
        metadata: expect.objectContaining({ status: 'confirmed', operationType: 'receive', sentTo: wallet }),
      }),
    ]);
  });

  it('a declined card fails the order with the provider message; unknown and other projects’ orders 404', async () => {
    const { orderId, url } = (await post(cloudPaths.onrampUrl, urlBody)).body as {
      url: string;
      orderId: string;
    };
    const token = await checkoutToken(url);
    const declined = await pay(url, { token, card: '4000000000000002', expiry: '12/34', cvc: '123' });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    expect(
      ((await get(onrampOrderPath(orderId))).body as unknown as OnrampOrderResponse).order,
    ).toMatchObject({
      status: 'failed',
      failureReason: 'Your card was declined.',
    });
    expect((await get(onrampOrderPath(orderId), {}, otherProject)).status).toBe(404);
    expect((await get(onrampOrderPath('unknownOrder123'))).status).toBe(404);
    expect((await fetch(`${cloud.url}/onramp/devnet-ramp/checkout/unknownOrder123`)).status).toBe(404);
  });

  it('§7 history?onramp= pages a wallet’s orders newest first, each once (ties by id); a forged cursor 400', async () => {
    const many = `0x${'7e'.repeat(20)}`;
    // 130 orders, two per millisecond: the page boundary falls inside a tie.
    const ids = Array.from({ length: 130 }, (_, i) => `order-${String(i).padStart(4, '0')}`);
    for (const [i, id] of ids.entries()) {
      const order = {
        id,
        projectId,
        provider: 'devnet-ramp',
        account: `${devChain}:${many}`,
        network: 'portico-devnet',
      };
      await insertOrder(cloud.db, order, 1_000 + Math.floor(i / 2));
    }
    const page = async (cursor?: string) =>
      (await get(`/v1/account/${many}/history`, { onramp: 'devnet-ramp', ...(cursor ? { cursor } : {}) }))
        .body as {
        data: { id: string }[];
        next: string | null;
      };
    const first = await page();
    expect(first.data).toHaveLength(100);
    const second = await page(first.next ?? undefined);
    expect(second.next).toBeNull();
    expect([...first.data, ...second.data].map(({ id }) => id)).toEqual([...ids].reverse());
    const forged = Buffer.from(JSON.stringify([1, "'; drop"])).toString('base64url');
    for (const cursor of [forged, 'not-a-cursor']) {
      const refused = await get(`/v1/account/${many}/history`, { onramp: 'devnet-ramp', cursor });
      expect(refused).toMatchObject({
        status: 400,
        body: { message: 'cursor is not a cursor this server gave' },
      });
    }
  });

  it('§7 history?onramp= lists a Solana wallet’s orders by its exact address; its indexer history is EVM only', async () => {
    const solanaWallet = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
    const account = `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${solanaWallet}`;
    const order = {
      id: 'order-solana-1',
      projectId,
      provider: 'devnet-ramp',
      account,
      network: 'solana-devnet',
    };
    await insertOrder(cloud.db, order, 5_000);
    const listed = async (address: string, query: Record<string, string>) =>
      get(`/v1/account/${address}/history`, query);
    expect((await listed(solanaWallet, { onramp: 'devnet-ramp' })).body).toMatchObject({
      data: [{ id: 'order-solana-1', metadata: { chain: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' } }],
      next: null,
    });
    // Base58 is case-sensitive: another case is another wallet.
    expect((await listed(solanaWallet.toLowerCase(), { onramp: 'devnet-ramp' })).body).toEqual({
      data: [],
      next: null,
    });
    expect(await listed(solanaWallet, {})).toMatchObject({
      status: 400,
      body: { message: 'params/address must match pattern "^0x[0-9a-fA-F]{40}$"' },
    });
  });
});

describe('DECISIONS "Test providers in production"', () => {
  it('the devnet ramp is refused on a host other than loopback', async () => {
    await expect(
      startCloud({ host: '0.0.0.0', port: 0, config: { onramp: { providers: ['devnet-ramp'] } } }),
    ).rejects.toThrow('onramp: the devnet-ramp provider is for development only; refused on host 0.0.0.0');
  });

  it('a real provider without its key stops the start before anything opens, naming the setting', async () => {
    await expect(startCloud({ port: 0, config: { onramp: { providers: ['meld'] } } })).rejects.toThrow(
      'onramp: the meld provider needs PORTICO_ONRAMP_MELD_API_KEY',
    );
  });
});
