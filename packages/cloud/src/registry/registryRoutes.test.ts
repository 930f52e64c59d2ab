import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { WalletPage } from '@portico/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../db/index.js';
import { createProject } from '../projects/index.js';
import { type RunningCloud, startCloud } from '../server.js';
import { dropSchema, openMigratedPglite, testShareKey } from '../test/dbPasses.js';
import { readDatasetWallets } from './datasetWallets.js';
import { importExplorerListing } from './importExplorerListing.js';
import { syntheticWallets } from './test/registryWallets.js';
import { saveWallets } from './walletStore.js';

// PGlite in memory; PostgreSQL in a throw-away schema when DATABASE_URL is set (the CI's second pass).
const databaseUrl = process.env.DATABASE_URL;
const dataset = await readDatasetWallets();
const sample = JSON.parse(
  await readFile(new URL('../../data/explorer-sample.json', import.meta.url), 'utf8'),
);

interface Server {
  cloud: RunningCloud;
  db: Db;
  get(
    path: string,
    params?: Record<string, string | number>,
    headers?: Record<string, string>,
  ): Promise<Response>;
  wallets(params?: Record<string, string | number>): Promise<WalletPage>;
}

function useServer(): Server {
  const server = {} as Server;
  const schema = `registry_${randomUUID().replaceAll('-', '')}`;
  beforeAll(async () => {
    const db = await (databaseUrl ? openDb({ databaseUrl, schema }) : openMigratedPglite());
    const cloud = await startCloud({
      port: 0,
      db,
      logLevel: 'silent',
      config: { wallet: { shareKey: testShareKey } },
    });
    const { id: projectId } = await createProject(db, { name: 'Registry tests' });
    server.cloud = cloud;
    server.db = db;
    server.get = (path, params = {}, headers = {}) => {
      const query = new URLSearchParams({ projectId, st: 'portico-test', sv: '0.0.0' });
      for (const [key, value] of Object.entries(params)) query.set(key, String(value));
      return fetch(`${cloud.url}${path}?${query}`, { headers });
    };
    server.wallets = async (params) => {
      const response = await server.get('/getWallets', params);
      expect(response.status).toBe(200);
      return (await response.json()) as WalletPage;
    };
  });
  afterAll(async () => {
    await server.cloud?.stop();
    await server.db?.close();
    if (databaseUrl) await dropSchema(databaseUrl, schema);
  });
  return server;
}

async function allPages(server: Server, entries: number, params: Record<string, string> = {}) {
  const first = await server.wallets({ ...params, entries });
  const pages = [first];
  for (let page = 2; page <= Math.ceil(first.count / entries) + 1; page++) {
    pages.push(await server.wallets({ ...params, entries, page }));
  }
  return { count: first.count, pages, ids: pages.flatMap((page) => page.data.map((wallet) => wallet.id)) };
}

describe('GET /getWallets on the seeded registry', () => {
  const server = useServer();

  it.each([
    ['§7 default page size', 40],
    ['§7 13 per page', 13],
    ['§7 the maximum, 100 per page', 100],
  ])('%s: pages 1..n have no duplicates and no gaps', async (_row, entries) => {
    const { count, pages, ids } = await allPages(server, entries);
    expect(count).toBe(dataset.length);
    for (const page of pages) expect(page.count).toBe(count);
    expect(ids).toHaveLength(count);
    expect(new Set(ids)).toEqual(new Set(dataset.map((wallet) => wallet.id)));
    expect(pages.at(-1)?.data).toEqual([]);
  });

  it('§3 returns the wallet listing fields plus homepage, injected ids, store links and order', async () => {
    const { data } = await server.wallets({ include: 'metamask' });
    expect(data).toEqual([
      expect.objectContaining({
        id: 'metamask',
        name: 'MetaMask',
        image_id: 'metamask',
        rdns: 'io.metamask',
        mobile_link: 'metamask://',
        desktop_link: null,
        webapp_link: null,
        homepage: 'https://metamask.io',
        chains: expect.arrayContaining(['eip155:1']),
        injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }],
        app_store: expect.stringMatching(/^https:\/\/apps\.apple\.com\//),
        order: 1,
      }),
    ]);
  });

  it.each([
    ['§7 include', { include: 'keplr,phantom,unknown' }, ['phantom', 'keplr']],
    ['§7 include and exclude', { include: 'keplr,phantom', exclude: 'phantom' }, ['keplr']],
    ['§7 chains', { chains: 'cosmos:osmosis-1', include: 'keplr,leap,metamask' }, ['keplr', 'leap']],
    [
      '§7 chains, any of several',
      { chains: 'cosmos:osmosis-1,bip122:000000000019d6689c085ae165831e93', include: 'keplr,xverse,rabby' },
      ['xverse', 'keplr'],
    ],
    [
      '§7 the devnet chain matches eip155 wallets',
      { chains: 'eip155:31337', include: 'rabby,keplr' },
      ['rabby'],
    ],
    ['§7 search', { search: 'METAMASK' }, ['metamask']],
  ])('%s', async (_row, params, expected) => {
    expect((await server.wallets(params)).data.map((wallet) => wallet.id)).toEqual(expected);
  });

  it('§7 search ranks prefix matches first, each group in list order', async () => {
    const { data } = await server.wallets({ search: 'co', entries: 100 });
    const names = data.map((wallet) => wallet.name.toLowerCase());
    const firstOther = names.findIndex((name) => !name.startsWith('co'));
    expect(firstOther).toBeGreaterThan(0);
    expect(names.slice(firstOther).every((name) => !name.startsWith('co') && name.includes('co'))).toBe(true);
    const orders = data.slice(0, firstOther).map((wallet) => wallet.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it.each([
    ['§7 unicode search text', { search: 'ｍｅｔａ 🦊' }, 200],
    ['§7 empty search', { search: '' }, 200],
    ['§7 unknown parameter', { sort: 'name' }, 400],
    ['§7 entries above 100', { entries: 101 }, 400],
    ['§7 page 0', { page: 0 }, 400],
    ['§7 page not a number', { page: 'two' }, 400],
    ['§7 unknown badge type', { badge_type: 'gold' }, 400],
    ['§7 chains not CAIP-2', { chains: 'eip155:1,ethereum' }, 400],
    ['§7 search too long', { search: 'x'.repeat(101) }, 400],
  ])('%s', async (_row, params, status) => {
    const response = await server.get('/getWallets', params);
    expect(response.status).toBe(status);
    if (status === 400)
      expect(await response.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
  });

  it('§7 names the invalid chain', async () => {
    const response = await server.get('/getWallets', { chains: 'ethereum' });
    expect(await response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: "chains: 'ethereum' is not a CAIP-2 network id",
    });
  });
});

describe('wallet registry changes', () => {
  const server = useServer();

  it('§7 importing the explorer sample replaces wallets by rdns or name, keeps their order, lists none twice', async () => {
    const before = await server.wallets({ entries: 100 });
    const result = await importExplorerListing(server.db, sample);
    expect(result.imported).toHaveLength(6);
    expect(result.skipped).toEqual([]);
    const after = await server.wallets({ entries: 100 });
    expect(after.count).toBe(before.count);
    expect(after.data.map((wallet) => wallet.name)).toEqual(before.data.map((wallet) => wallet.name));
    expect(after.data[0]).toMatchObject({
      id: result.imported[0],
      name: 'MetaMask',
      rdns: 'io.metamask',
      order: 1,
    });
    expect((await server.wallets({ include: 'metamask' })).count).toBe(0);
    const image = await server.get(`/getWalletImage/${after.data[0]?.image_id}`);
    expect(image.status).toBe(200);
  });

  it('§7 with 500 generated wallets, pages of 40 cover them all once', async () => {
    await saveWallets(server.db, syntheticWallets(500));
    const { count, pages, ids } = await allPages(server, 40);
    expect(count).toBe(dataset.length + 500);
    for (const page of pages.slice(0, -2)) expect(page.data).toHaveLength(40);
    expect(new Set(ids).size).toBe(count);
    expect(ids).toHaveLength(count);
    expect((await server.wallets({ search: 'generated wallet 1', entries: 100 })).count).toBe(100);
  });
});

describe('image routes', () => {
  const server = useServer();

  it.each([
    ['§7 wallet', '/getWalletImage/metamask'],
    ['§7 network asset', '/public/getAssetImage/eip155:1'],
    ['§7 devnet asset', '/public/getAssetImage/eip155:31337'],
    ['§7 currency', '/public/getCurrencyImage/USD'],
    ['§7 token', '/public/getTokenImage/ETH'],
  ])('%s: SVG, cacheable, stable strong ETag, 304 on If-None-Match', async (_row, path) => {
    const first = await server.get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d{4,}/);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(await first.text()).toMatch(/^<svg /);
    const second = await server.get(path);
    expect(second.headers.get('etag')).toBe(etag);
    const cached = await server.get(path, {}, { 'if-none-match': `"other", ${etag}` });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe('');
    const stale = await server.get(path, {}, { 'if-none-match': '"other"' });
    expect(stale.status).toBe(200);
  });

  it('§7 different wallets get different images', async () => {
    const [a, b] = await Promise.all([
      server.get('/getWalletImage/metamask'),
      server.get('/getWalletImage/phantom'),
    ]);
    expect(a.headers.get('etag')).not.toBe(b.headers.get('etag'));
  });

  it.each([
    ['§7 wallet', '/getWalletImage/nope', "No wallet image with id 'nope'"],
    ['§7 network asset', '/public/getAssetImage/eip155:999999', "No network image with id 'eip155:999999'"],
    ['§7 currency', '/public/getCurrencyImage/XYZ', "No currency image with id 'XYZ'"],
    ['§7 token', '/public/getTokenImage/NOPE', "No token image with id 'NOPE'"],
  ])('%s: unknown id → 404 with a message', async (_row, path, message) => {
    const response = await server.get(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message });
  });

  it.each([
    ['§7 a size is accepted', { size: 'md' }, 200],
    ['§7 an unknown size', { size: 'huge' }, 400],
    ['§7 an unknown parameter', { width: 10 }, 400],
  ])('%s', async (_row, params, status) => {
    expect((await server.get('/public/getTokenImage/SOL', params)).status).toBe(status);
  });
});

describe('logos (issue 28)', () => {
  const server = useServer();

  it.each([
    ['§7 a dataset wallet with a logo', '/getWalletImage/metamask', '#FF5C16'],
    ['§7 a built-in network', '/public/getAssetImage/eip155:1', '<path'],
    ['§7 a dataset chain', '/public/getAssetImage/eip155:8453', '<path'],
    ['§7 a devnet network (Portico’s own mark)', '/public/getAssetImage/eip155:31337', '#4f46e5'],
    [
      '§7 the Solana devnet (Portico’s own mark)',
      '/public/getAssetImage/solana:BkazBpJqaFdcFxd7maXbDXccPkwahbLs',
      '#7c3aed',
    ],
    ['§7 a token', '/public/getTokenImage/usdc', '<path'],
  ])('%s: the logo, not the monogram, served safely', async (_row, path, mark) => {
    const response = await server.get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    const svg = await response.text();
    expect(svg).toContain(mark);
    expect(svg).not.toContain('<text');
    expect(svg).not.toMatch(/<script|\son\w+=|href="(?!#)/i);
  });

  it.each([
    ['§7 a wallet without a logo', '/getWalletImage/status'],
    ['§7 a token without a logo', '/public/getTokenImage/PUSD'],
  ])('%s: its monogram', async (_row, path) => {
    const response = await server.get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<text');
  });

  it.each([
    ['a path', '/getWalletImage/..%2F..%2Fpackage.json', 404],
    ['a dot file', '/public/getAssetImage/.%2Feip155_1.svg', 404],
    ['a NUL byte', '/public/getTokenImage/ETH%00', 404],
    ['an id of 129 characters', `/public/getTokenImage/${'A'.repeat(129)}`, 414],
    ['prototype member', '/public/getTokenImage/__proto__', 404],
  ])('§7 a bad id (%s) → 4xx with the cloud’s error shape, never 5xx', async (_row, path, status) => {
    const response = await server.get(path);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});

describe('registry import: listing images', () => {
  const server = useServer();
  const logo =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="#123456"/></svg>';
  const attacks: Record<string, string> = {
    script: `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="1" height="1"/></svg>`,
    onload: `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1" fill="#abcdef"/></svg>`,
    href: `<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.example/x.svg#a"/><rect width="1" height="1" fill="#abcdef"/></svg>`,
  };
  let explorer: import('node:http').Server;
  let base = '';
  const requests: string[] = [];

  beforeAll(async () => {
    const { createServer } = await import('node:http');
    explorer = createServer((request, response) => {
      requests.push(request.url ?? '');
      const name = (request.url ?? '').slice(1).replace(/\.svg$/, '');
      if (name === 'logo') return response.writeHead(200, { 'content-type': 'text/html' }).end(logo);
      const attack = attacks[name];
      if (attack) return response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(attack);
      if (name === 'html')
        return response.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<html></html>');
      return response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => explorer.listen(0, '127.0.0.1', resolve));
    const address = explorer.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => explorer.close(() => resolve())));

  const listing = (id: string, image: unknown) => ({
    id,
    name: `Imported ${id}`,
    image_id: `img-${id}`,
    image_url: image,
    chains: ['eip155:1'],
  });

  it('§7 fetches a listing’s image once, stores it and serves it; a failed one falls back to the monogram', async () => {
    const json = {
      listings: {
        a: listing('wallet-a', { sm: `${base}/small.svg`, md: `${base}/medium.svg`, lg: `${base}/logo.svg` }),
        b: listing('wallet-b', `${base}/missing.svg`),
        c: listing('wallet-c', `${base}/html.svg`),
      },
    };
    const result = await importExplorerListing(server.db, json);
    expect(result.images).toEqual(['img-wallet-a']);
    expect(result.imagesFailed).toEqual(['img-wallet-b', 'img-wallet-c']);
    const served = await server.get('/getWalletImage/img-wallet-a');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await served.text()).toContain('#123456');
    for (const id of ['img-wallet-b', 'img-wallet-c']) {
      const fallback = await server.get(`/getWalletImage/${id}`);
      expect(fallback.status).toBe(200);
      expect(await fallback.text()).toContain('<text');
    }
    const fetched = requests.filter((url) => url === '/logo.svg').length;
    expect(fetched).toBe(1);
    // The same listing again: the image is not fetched a second time.
    await importExplorerListing(server.db, json);
    expect(requests.filter((url) => url === '/logo.svg')).toHaveLength(1);
  });

  it('§7 an imported SVG with <script> is rejected; onload and an external href are stripped', async () => {
    const json = {
      listings: Object.fromEntries(
        Object.keys(attacks).map((name) => [name, listing(name, `${base}/${name}.svg`)]),
      ),
    };
    const result = await importExplorerListing(server.db, json);
    expect(result.imagesFailed).toEqual(['img-script']);
    expect(result.images).toEqual(['img-href', 'img-onload']);
    for (const name of Object.keys(attacks)) {
      const response = await server.get(`/getWalletImage/img-${name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
      const svg = await response.text();
      expect(svg).not.toMatch(/script|onload|evil\.example|alert/);
    }
  });

  it('§7 a PNG listing image is stored with the type read from its bytes', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const fakeFetch = (async () =>
      new Response(png, { headers: { 'content-type': 'text/plain' } })) as typeof fetch;
    const result = await importExplorerListing(
      server.db,
      { listings: { p: listing('png-wallet', 'https://images.example/p.png') } },
      { fetch: fakeFetch },
    );
    expect(result.images).toEqual(['img-png-wallet']);
    const response = await server.get('/getWalletImage/img-png-wallet');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
  });
});
