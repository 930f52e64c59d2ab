import type { BalanceResponse, FungiblePriceResponse } from '@portico/core/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../projects/index.js';
import type { RunningCloud } from '../server.js';
import { oneDbPass, sdkQuery, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { type FakeCoinGecko, startFakeCoinGecko } from '../test/fakeCoinGecko.js';
import { answerEach, type FakeUpstream, startFakeUpstream } from '../test/fakeUpstream.js';

const chainId = 'eip155:31337';
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const holder = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe.each(oneDbPass)('prices from CoinGecko (a loopback fake) through the routes, on $name', (pass) => {
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let fake: FakeCoinGecko;
  let upstream: FakeUpstream;
  let projectId: string;

  beforeAll(async () => {
    [location, fake, upstream] = await Promise.all([
      pass.location(),
      startFakeCoinGecko({ ethereum: 3141.59 }, { ethereum: { [token.toLowerCase()]: 1.0001 } }),
      // 1.5 ETH and 2.5 of the 18-decimal token.
      startFakeUpstream(
        answerEach((call) =>
          call.method === 'eth_getBalance'
            ? `0x${(15n * 10n ** 17n).toString(16)}`
            : `0x${(25n * 10n ** 17n).toString(16)}`,
        ),
      ),
    ]);
    cloud = await startTestCloud(location, {
      config: {
        rpc: { upstreams: { [chainId]: [upstream.url] } },
        balances: {
          tokens: {
            [chainId]: {
              native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
              tokens: [
                {
                  address: token,
                  name: 'Wrapped',
                  symbol: 'WRP',
                  decimals: 18,
                  iconUrl: 'https://icons.test/wrp.png',
                },
              ],
            },
          },
          prices: {
            provider: 'coingecko',
            baseUrl: fake.baseUrl,
            platforms: { [chainId]: { platform: 'ethereum', nativeCoin: 'ethereum' } },
            cacheTtlMs: 0,
          },
        },
      },
    });
    projectId = (await createProject(cloud.db, { name: 'CoinGecko' })).id;
  });
  afterAll(async () => {
    await cloud?.stop();
    await Promise.all([fake?.close(), upstream?.close()]);
    await location?.dispose();
  });

  const postPrices = (addresses: string[]) =>
    fetch(`${cloud.url}/v1/fungible/price?${sdkQuery(projectId)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'usd', projectId, addresses }),
    });

  it('§7 answers fungibles with the API’s prices', async () => {
    fake.status = 200;
    const response = await postPrices([`${chainId}:native`, `${chainId}:${token}`]);
    expect(response.status).toBe(200);
    expect(((await response.json()) as FungiblePriceResponse).fungibles).toEqual([
      { address: `${chainId}:native`, name: 'Ether', symbol: 'ETH', price: 3141.59 },
      {
        address: `${chainId}:${token}`,
        name: 'Wrapped',
        symbol: 'WRP',
        iconUrl: 'https://icons.test/wrp.png',
        price: 1.0001,
      },
    ]);
  });

  it('§7 prices balances with the API, and serves them unpriced when it fails', async () => {
    fake.status = 200;
    const query = sdkQuery(projectId, { currency: 'usd', chainId, forceUpdate: 'true' });
    const priced = (await (
      await fetch(`${cloud.url}/v1/account/${holder}/balance?${query}`)
    ).json()) as BalanceResponse;
    expect(priced.balances.map((b) => [b.symbol, b.quantity.numeric, b.price, b.value])).toEqual([
      ['ETH', '1.5', 3141.59, 4712.385],
      ['WRP', '2.5', 1.0001, 2.50025],
    ]);
    fake.status = 503;
    const response = await fetch(`${cloud.url}/v1/account/${holder}/balance?${query}`);
    expect(response.status).toBe(200);
    const unpriced = (await response.json()) as BalanceResponse;
    expect(unpriced.balances.map((b) => [b.symbol, b.quantity.numeric, b.price, b.value])).toEqual([
      ['ETH', '1.5', undefined, undefined],
      ['WRP', '2.5', undefined, undefined],
    ]);
    expect((await postPrices([`${chainId}:native`])).status).toBe(502);
  });
});
