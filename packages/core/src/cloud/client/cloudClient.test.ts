import { describe, expect, it, vi } from 'vitest';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { cloudAlert } from './cloudAlert.js';
import { createCloudClient } from './cloudClient.js';
import { fakeCloud, json, registryWallet } from './test/fakeCloud.js';

function client(cloud = fakeCloud(), onDomainStatus?: (status: string) => void) {
  return createCloudClient({
    baseUrl: 'http://cloud.test/',
    projectId: 'p1',
    sdkType: 'portico',
    sdkVersion: '1.2.3',
    fetch: cloud.fetch,
    ...(onDomainStatus ? { onDomainStatus } : {}),
  });
}

const failing = async (call: () => Promise<unknown>) =>
  call().then(
    () => undefined,
    (error: unknown) => error,
  );

describe('createCloudClient', () => {
  it('§7 every call carries projectId, st and sv', async () => {
    const cloud = fakeCloud([registryWallet(1)]);
    const api = client(cloud);
    await api.getWallets({ page: 1 });
    await api.getProjectConfig();
    await api.getAllowedOrigins();
    await api.getAnalyticsConfig();
    await api.sendEvent({ eventId: 'e', url: 'u', domain: 'd', timestamp: 1, props: {} });
    expect(
      cloud.requests.map((r) => [
        r.url.pathname,
        r.url.searchParams.get('projectId'),
        r.url.searchParams.get('st'),
        r.url.searchParams.get('sv'),
      ]),
    ).toEqual([
      ['/getWallets', 'p1', 'portico', '1.2.3'],
      ['/appkit/v1/config', 'p1', 'portico', '1.2.3'],
      ['/projects/v1/origins', 'p1', 'portico', '1.2.3'],
      ['/getAnalyticsConfig', 'p1', 'portico', '1.2.3'],
      ['/e', 'p1', 'portico', '1.2.3'],
    ]);
    expect(cloud.requests[4]?.method).toBe('POST');
  });

  it('§7 getWallets sends page, entries, include, exclude, chains, search and badge_type', async () => {
    const cloud = fakeCloud();
    await client(cloud).getWallets({
      page: 2,
      entries: 40,
      include: ['a', 'b'],
      exclude: ['c'],
      chains: ['eip155:1', 'solana:x'],
      search: 'met',
      badge_type: 'certified',
    });
    const params = Object.fromEntries(cloud.requests[0]?.url.searchParams ?? []);
    expect(params).toMatchObject({
      page: '2',
      entries: '40',
      include: 'a,b',
      exclude: 'c',
      chains: 'eip155:1,solana:x',
      search: 'met',
      badge_type: 'certified',
    });
  });

  it('§7 empty lists and an empty search are left out', async () => {
    const cloud = fakeCloud();
    await client(cloud).getWallets({ include: [], search: '' });
    expect([...(cloud.requests[0]?.url.searchParams.keys() ?? [])]).toEqual(['projectId', 'st', 'sv']);
  });

  it('§7 wallet images are URLs with the SDK query, not fetched', () => {
    const cloud = fakeCloud();
    expect(client(cloud).walletImageUrl('a b')).toBe(
      'http://cloud.test/getWalletImage/a%20b?projectId=p1&st=portico&sv=1.2.3',
    );
    expect(cloud.requests).toEqual([]);
  });

  it.each([
    ['§8 429 → RATE_LIMITED', 429, 'RATE_LIMITED'],
    ['§8 500 → SERVER_ERROR', 500, 'SERVER_ERROR'],
    ['§8 599 → SERVER_ERROR', 599, 'SERVER_ERROR'],
    ['§8 403 → empty list', 403, undefined],
    ['§8 404 → empty list', 404, undefined],
  ])('origins: %s', async (_, status, code) => {
    const cloud = fakeCloud();
    cloud.routes['/projects/v1/origins'] = () => json({ code: 'X', message: 'x' }, status);
    const result = await client(cloud)
      .getAllowedOrigins()
      .catch((error: PorticoError) => error.code);
    expect(result).toEqual(code ?? []);
  });

  it.each([
    ['§8 the project lists its origins', { allowedOrigins: ['https://a.test', 3] }, ['https://a.test']],
    ['§8 a malformed answer is an empty list', { nope: true }, []],
  ])('origins: %s', async (_, body, expected) => {
    const cloud = fakeCloud();
    cloud.routes['/projects/v1/origins'] = () => json(body);
    expect(await client(cloud).getAllowedOrigins()).toEqual(expected);
  });

  it('§8 origins: an unreachable cloud is an empty list', async () => {
    const cloud = fakeCloud();
    cloud.down = true;
    expect(await client(cloud).getAllowedOrigins()).toEqual([]);
  });

  it('§8 the domain status header is reported (unverified: no origins configured)', async () => {
    const onStatus = vi.fn();
    const cloud = fakeCloud([], { headers: { 'x-portico-domain-status': 'unverified' } });
    await client(cloud, onStatus).getProjectConfig();
    cloud.routes['/getAnalyticsConfig'] = () =>
      json({ isAnalyticsEnabled: true }, 200, { 'x-portico-domain-status': 'odd' });
    await client(cloud, onStatus).getAnalyticsConfig();
    expect(onStatus.mock.calls).toEqual([['unverified']]);
  });

  it('§7 the history asks one page of an address on a CAIP-2 chain, with the cursor when given', async () => {
    const cloud = fakeCloud();
    cloud.routes['/v1/account/0xa11ce/history'] = () => json({ data: [], next: 'c2' });
    cloud.routes['/v1/supported-chains'] = () => json({ http: ['eip155:1'], ws: [] });
    const api = client(cloud);
    expect(await api.getAccountHistory({ address: '0xa11ce', chainId: 'eip155:1' })).toEqual({
      data: [],
      next: 'c2',
    });
    await api.getAccountHistory({ address: '0xa11ce', chainId: 'eip155:1', cursor: 'c2' });
    expect(await api.getSupportedChains()).toEqual({ http: ['eip155:1'], ws: [] });
    const queries = cloud
      .calls('/v1/account/0xa11ce/history')
      .map((r) => [r.url.searchParams.get('chainId'), r.url.searchParams.get('cursor')]);
    expect(queries).toEqual([
      ['eip155:1', null],
      ['eip155:1', 'c2'],
    ]);
  });

  it('§7 the NFTs of an address on a CAIP-2 chain, with the SDK query', async () => {
    const cloud = fakeCloud();
    const nft = {
      chainId: 'eip155:1',
      contractAddress: '0xc011',
      tokenId: '7',
      collectionName: 'Shapes',
      name: 'Shapes #7',
      spam: false,
    };
    cloud.routes['/v1/account/0xa11ce/nfts'] = () => json({ nfts: [nft] });
    expect(await client(cloud).getAccountNfts('0xa11ce', 'eip155:1')).toEqual({ nfts: [nft] });
    const [request] = cloud.calls('/v1/account/0xa11ce/nfts');
    expect(request?.url.searchParams.get('chainId')).toBe('eip155:1');
    expect(request?.url.searchParams.get('projectId')).toBe('p1');
  });

  it('§7 the identity of an address: sender and chain in the query', async () => {
    const cloud = fakeCloud();
    cloud.routes['/v1/identity/0xa11ce'] = () => json({ name: 'alice.eth', avatar: null });
    expect(await client(cloud).getIdentity('0xa11ce', 'eip155:1')).toEqual({
      name: 'alice.eth',
      avatar: null,
    });
    const [request] = cloud.calls('/v1/identity/0xa11ce');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toMatchObject({
      sender: '0xa11ce',
      chainId: 'eip155:1',
    });
  });

  it('§7 the profile of a name, asked with apiVersion 2', async () => {
    const cloud = fakeCloud();
    const profile = { name: 'alice.eth', addresses: { '60': { address: '0xa11ce' } }, attributes: {} };
    cloud.routes['/v1/profile/account/alice.eth'] = () => json(profile);
    expect(await client(cloud).getNameProfile('alice.eth')).toEqual(profile);
    expect(cloud.calls('/v1/profile/account/alice.eth')[0]?.url.searchParams.get('apiVersion')).toBe('2');
  });

  it('§8 a non-ok answer throws the HTTP helper error with its status and body', async () => {
    const cloud = fakeCloud();
    cloud.routes['/getWallets'] = () =>
      json({ code: 'INVALID_PROJECT_ID', message: 'Invalid project id' }, 403);
    const error = await failing(() => client(cloud).getWallets({}));
    expect(error).toBeInstanceOf(PorticoError);
    expect(cloudAlert(error)).toBe('INVALID_APP_CONFIGURATION');
  });
});

describe('cloudAlert', () => {
  const status = (code: number, body = '') => new PorticoError('HTTP_STATUS', { status: code, body });
  it.each([
    [
      '§8 invalid project id',
      status(403, '{"code":"INVALID_PROJECT_ID","message":"m"}'),
      'INVALID_APP_CONFIGURATION',
    ],
    [
      '§8 origin not allowed',
      status(403, '{"code":"ORIGIN_NOT_ALLOWED","message":"m"}'),
      'INVALID_APP_CONFIGURATION',
    ],
    ['§8 invalid key', status(403, '{"code":"INVALID_KEY","message":"m"}'), 'INVALID_APP_CONFIGURATION'],
    ['§8 JWT not yet valid', status(403, '{"code":"JWT_NOT_YET_VALID","message":"m"}'), 'SESSION_EXPIRED'],
    ['§8 429 without a body', status(429), 'RATE_LIMITED'],
    ['§8 502 from a proxy (HTML body)', status(502, '<html>'), 'SERVER_ERROR'],
    ['§8 400 has no alert', status(400, '{"code":"BAD_REQUEST","message":"m"}'), undefined],
    ['§8 unreachable cloud', new PorticoError('HTTP_REQUEST_FAILED'), 'SERVER_ERROR'],
    ['§8 timeout', new PorticoError('HTTP_TIMEOUT'), 'SERVER_ERROR'],
    ['§8 another PorticoError', new PorticoError('UNKNOWN_ERROR'), undefined],
    ['§8 not a PorticoError', new Error('x'), undefined],
    ['§8 a status without a body', new PorticoError('HTTP_STATUS', { status: 404 }), undefined],
  ])('%s', (_, error, alert) => {
    expect(cloudAlert(error)).toBe(alert);
  });
});
