import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCloudClient } from '../../cloud/client/cloudClient.js';
import { fakeCloud, json, registryWallet } from '../../cloud/client/test/fakeCloud.js';
import type { PorticoOptions } from '../../instance/porticoOptions.js';
import { deferred } from '../../portico/test/deferred.js';
import { metamask, setupPortico } from '../../portico/test/setupPortico.js';
import { constants } from '../../shared/constants.js';
import { createLogger } from '../../shared/logger/logger.js';
import { createConnectListSelector } from '../connectList/selectors.js';
import { walletLinks } from '../walletConnect/walletLinks.js';
import { browserImageLoader, type ImageLoader } from './imagePreload.js';
import { createAllWalletsSelector } from './selectors.js';

const wallets = (count: number) => Array.from({ length: count }, (_, i) => registryWallet(i + 1));

async function setup(
  overrides: Partial<PorticoOptions> = {},
  registry = wallets(100),
  settings: Parameters<typeof fakeCloud>[1] = {},
) {
  const cloud = fakeCloud(registry, settings);
  const loadImage = vi.fn<ImageLoader>(async () => {});
  const created = await setupPortico({
    cloudUrl: 'http://cloud.test',
    createCloudClient: (options) => createCloudClient({ ...options, fetch: cloud.fetch }),
    loadImage,
    ...overrides,
  });
  await vi.advanceTimersByTimeAsync(0);
  const { portico } = created;
  const state = () => portico.getState();
  const connectList = createConnectListSelector(portico.options);
  const allWallets = createAllWalletsSelector(portico.options);
  return {
    ...created,
    cloud,
    loadImage,
    state,
    names: () => connectList(state()).map((row) => `${row.kind}:${row.name}`),
    allNames: () => allWallets(state()).map((row) => row.name),
    walletRequests: () => cloud.calls('/getWallets').map((request) => request.url.searchParams),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the Connect view wallet list', () => {
  it('is marked loading while its wallets are asked for (placeholder rows), and no longer once they arrived', async () => {
    const images = deferred<void>();
    const loadImage = vi.fn<ImageLoader>(() => images.promise);
    const { state } = await setup({ loadImage });
    expect(state().walletList.connectLoading).toBe(true);
    images.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(state().walletList.connectLoading).toBe(false);
    expect(state().walletList.recommended.length).toBeGreaterThan(0);
  });

  it('§9 order: injected, featured (in their order), custom, then 4 recommended; the injected wallet matched by rdns is not listed twice', async () => {
    const registry = [registryWallet(1, { name: 'MetaMask', rdns: 'io.metamask' }), ...wallets(12).slice(1)];
    const { names } = await setup(
      {
        featuredWalletIds: ['wallet-5', 'wallet-3', 'wallet-1'],
        customWallets: [{ id: 'mine', name: 'My Wallet' }],
        excludeWalletIds: ['wallet-2'],
      },
      registry,
    );
    expect(names()).toEqual([
      'injected:MetaMask',
      'injected:Phantom',
      'featured:Wallet 5',
      'featured:Wallet 3',
      'custom:My Wallet',
      'recommended:Wallet 4',
      'recommended:Wallet 6',
      'recommended:Wallet 7',
      'recommended:Wallet 8',
    ]);
  });

  it('§7 the recommended request carries the chains of the configured networks, include and exclude', async () => {
    const { walletRequests, portico } = await setup({
      includeWalletIds: ['wallet-1', 'wallet-2'],
      excludeWalletIds: ['wallet-9'],
      featuredWalletIds: ['wallet-4'],
    });
    const recommended = walletRequests().find(
      (params) => !params.has('search') && params.get('page') === '1',
    );
    expect(Object.fromEntries(recommended ?? [])).toMatchObject({
      include: 'wallet-1,wallet-2',
      exclude: 'wallet-9,wallet-4',
      chains: portico.options.networks.map((network) => network.caipNetworkId).join(','),
    });
  });

  it('§7 without cloudUrl nothing is asked: the list comes from the registry snapshot (localWalletList.test.ts)', async () => {
    const createCloud = vi.fn();
    const { portico, state, cloud } = await setup({ cloudUrl: undefined, createCloudClient: createCloud });
    await portico.fetchWallets(1);
    portico.searchWallets('met');
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(state().walletList.search.loading).toBe(false));
    expect(createCloud).not.toHaveBeenCalled();
    expect(cloud.calls('/getWallets')).toEqual([]);
    expect(state().walletList.wallets.map((wallet) => wallet.id)).toContain('rainbow');
    expect(state().walletList.search.wallets.map((wallet) => wallet.name)).toContain('MetaMask');
  });

  it('§5 without a project id nothing is asked', async () => {
    const createCloud = vi.fn();
    await setup({ projectId: ' ', createCloudClient: createCloud });
    expect(createCloud).not.toHaveBeenCalled();
  });
});

describe('registry wallet links', () => {
  it('§3 a registry entry carrying javascript:alert(1)// is listed without that link, which is logged; its safe links stay', async () => {
    const logged: string[] = [];
    const logger = createLogger({ level: 'warn', sinks: [({ message }) => logged.push(message)] });
    const registry = [
      registryWallet(1, {
        mobile_link: 'javascript:alert(1)//',
        desktop_link: 'wallet1://',
        webapp_link: ' JavaScript:alert(document.cookie)',
        homepage: 'https://wallet1.example',
      }),
      ...wallets(6).slice(1),
    ];
    const { state } = await setup({ logger }, registry);
    const listed = state().walletList.recommended.find((wallet) => wallet.id === 'wallet-1');
    expect(listed).toMatchObject({
      mobile_link: null,
      desktop_link: 'wallet1://',
      webapp_link: null,
      homepage: 'https://wallet1.example',
    });
    expect(walletLinks(listed ?? {}, 'wc:abc@2', true)).toEqual([]);
    expect(logged).toEqual([
      'Wallet link refused: wallet-1 mobile_link is not an allowed link',
      'Wallet link refused: wallet-1 webapp_link is not an allowed link',
    ]);
  });
});

describe('AllWallets paging', () => {
  it('§9 pages of 40: 1, 2, 3 of 100 wallets, then nothing more is asked', async () => {
    const { portico, state, walletRequests } = await setup();
    const before = walletRequests().length;
    await portico.fetchWallets(1);
    expect(state().walletList).toMatchObject({ page: 1, count: 100, loading: false });
    expect(state().walletList.wallets).toHaveLength(40);
    await Promise.all([portico.fetchWallets(2), portico.fetchWallets(2)]);
    await portico.fetchWallets(3);
    await portico.fetchWallets(4);
    const pages = walletRequests().slice(before);
    expect(pages.map((params) => [params.get('page'), params.get('entries')])).toEqual([
      ['1', '40'],
      ['2', '40'],
      ['3', '40'],
    ]);
    const ids = state().walletList.wallets.map((wallet) => wallet.id);
    expect(ids).toEqual(wallets(100).map((wallet) => wallet.id));
  });

  it('§9 the AllWallets selector keeps its reference while its inputs are unchanged', async () => {
    const { portico, state } = await setup();
    await portico.fetchWallets(1);
    const select = createAllWalletsSelector(portico.options);
    const rows = select(state());
    expect(select({ ...state(), modal: { ...state().modal, shake: true } })).toBe(rows);
    await portico.fetchWallets(2);
    expect(select(state())).not.toBe(rows);
  });

  it('§9 only the next page loads', async () => {
    const { portico, state } = await setup();
    await portico.fetchWallets(2);
    expect(state().walletList.page).toBe(0);
  });

  it('§9 AllWallets rows: connectors first, registry wallets after, the injected one not twice', async () => {
    const registry = [registryWallet(1, { name: 'MetaMask', rdns: 'io.metamask' }), ...wallets(3).slice(1)];
    const { portico, allNames } = await setup({}, registry);
    await portico.fetchWallets(1);
    expect(allNames()).toEqual(['MetaMask', 'Phantom', 'Wallet 2', 'Wallet 3']);
  });
});

describe('AllWallets search', () => {
  it('§9 typing fast sends one request of 100 entries 300 ms after the last key, and an analytics event', async () => {
    const { portico, state, walletRequests, cloud } = await setup({}, [
      registryWallet(1, { name: 'MetaMask' }),
      registryWallet(2, { name: 'Meteor' }),
      registryWallet(3, { name: 'Rabby' }),
    ]);
    const before = walletRequests().length;
    for (const query of ['m', 'me', 'met']) {
      portico.searchWallets(query);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(walletRequests()).toHaveLength(before);
    expect(state().walletList.search).toMatchObject({ query: 'met', loading: true });
    await vi.advanceTimersByTimeAsync(199);
    expect(walletRequests()).toHaveLength(before);
    await vi.advanceTimersByTimeAsync(1);
    const searches = walletRequests().slice(before);
    expect(searches.map((params) => [params.get('search'), params.get('entries')])).toEqual([['met', '100']]);
    expect(state().walletList.search).toMatchObject({ query: 'met', count: 2, loading: false });
    // The event is posted on its own (analytics never holds the search up): wait for it to arrive.
    await vi.waitFor(() =>
      expect(cloud.calls('/e').map((request) => request.body)).toContainEqual(
        expect.objectContaining({ props: { event: 'SEARCH_WALLET', properties: { search: 'met' } } }),
      ),
    );
    portico.searchWallets('');
    expect(state().walletList.search).toEqual({ query: '', wallets: [], count: 0, loading: false });
  });

  it('§9 a pause then more typing: one request per pause; a late answer of an earlier query is dropped', async () => {
    const { portico, state, cloud } = await setup({}, [registryWallet(1, { name: 'MetaMask' })]);
    const first = deferred<Response>();
    const answer = cloud.routes['/getWallets'];
    cloud.routes['/getWallets'] = (url, init) =>
      url.searchParams.get('search') === 'me' ? first.promise : (answer?.(url, init) as Response);
    portico.searchWallets('me');
    await vi.advanceTimersByTimeAsync(300);
    portico.searchWallets('meta');
    await vi.advanceTimersByTimeAsync(300);
    first.resolve(json({ data: [registryWallet(9)], count: 1 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(
      cloud.calls('/getWallets').filter((request) => request.url.searchParams.has('search')),
    ).toHaveLength(2);
    expect(state().walletList.search.wallets.map((wallet) => wallet.name)).toEqual(['MetaMask']);
  });

  it('§9 searching filters the connector rows locally and shows the results', async () => {
    const { portico, allNames } = await setup({}, [registryWallet(1, { name: 'Phantasm' })]);
    portico.searchWallets('phan');
    await vi.advanceTimersByTimeAsync(300);
    expect(allNames()).toEqual(['Phantom', 'Phantasm']);
  });
});

describe('wallet images', () => {
  it.each([
    ['§9 a loaded image is shown', async () => {}, true],
    ['§9 a broken image falls back to the monogram', () => Promise.reject(new Error('404')), false],
    ['§9 an image slower than 2 s falls back to the monogram', () => new Promise<void>(() => {}), false],
  ])('%s', async (_, load, shown) => {
    const { portico, state } = await setup({ loadImage: load });
    const fetching = portico.fetchWallets(1);
    await vi.advanceTimersByTimeAsync(constants.modal.imagePreloadTimeoutMs);
    await fetching;
    const [first] = state().walletList.wallets;
    expect(first?.imageUrl).toBe(
      shown ? 'http://cloud.test/getWalletImage/image-1?projectId=p1&st=portico&sv=0.1.0' : undefined,
    );
  });

  it('§9 an image at 1.999 s still counts', async () => {
    const load = () => new Promise<void>((resolve) => setTimeout(resolve, 1_999));
    const { portico, state } = await setup({ loadImage: load });
    const fetching = portico.fetchWallets(1);
    await vi.advanceTimersByTimeAsync(2_000);
    await fetching;
    expect(state().walletList.wallets[0]?.imageUrl).toBeDefined();
  });

  it('§9 the browser loader uses new Image(); none in Node', async () => {
    expect(browserImageLoader()).toBeUndefined();
    class FakeImage {
      onload?: () => void;
      onerror?: (error: unknown) => void;
      set src(url: string) {
        queueMicrotask(() => (url.includes('bad') ? this.onerror?.('bad') : this.onload?.()));
      }
    }
    vi.stubGlobal('Image', FakeImage);
    const load = browserImageLoader();
    await expect(load?.('http://x/good')).resolves.toBeUndefined();
    await expect(load?.('http://x/bad')).rejects.toBe('bad');
  });
});

describe('with the cloud down [§8 Server Error]', () => {
  it('§8 injected wallets are still listed and connect; the alert shows; the list refills when the cloud returns, without a reload', async () => {
    const cloud = fakeCloud(wallets(10));
    cloud.down = true;
    const { portico, state, names } = await setup({
      createCloudClient: (o) => createCloudClient({ ...o, fetch: cloud.fetch }),
    });
    expect(names()).toEqual(['injected:MetaMask', 'injected:Phantom']);
    expect(state().alerts.alert?.shortMessage).toBe('Server Error');
    expect(state().walletList.error).toBe('SERVER_ERROR');

    await portico.open();
    await portico.navigate('AllWallets');
    await portico.fetchWallets(1);
    expect(state().walletList.wallets).toEqual([]);

    const attempts = () => cloud.calls('/getWallets').length;
    const before = attempts();
    await vi.advanceTimersByTimeAsync(999);
    expect(attempts()).toBe(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts()).toBeGreaterThan(before);
    const second = attempts();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(attempts()).toBe(second);

    cloud.down = false;
    await vi.advanceTimersByTimeAsync(1);
    expect(state().walletList.wallets).toHaveLength(10);
    expect(names()).toContain('recommended:Wallet 1');
    expect(state().walletList.error).toBeUndefined();
    expect(state().alerts.alert).toBeUndefined();

    await portico.connectWallet({ id: metamask.id, connectors: [metamask] });
    expect(state().connection.connectedNamespaces).toEqual(['eip155']);
  });

  it('§8 no retry while the modal is closed; opening retries at once', async () => {
    const cloud = fakeCloud(wallets(3));
    cloud.down = true;
    const { portico, state } = await setup({
      createCloudClient: (o) => createCloudClient({ ...o, fetch: cloud.fetch }),
    });
    const before = cloud.requests.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(cloud.requests.length).toBe(before);
    cloud.down = false;
    await portico.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(state().walletList.recommended).toHaveLength(3);
    portico.close();
  });

  it('§8 closing the modal stops the periodic retry', async () => {
    const cloud = fakeCloud(wallets(3));
    cloud.down = true;
    const { portico } = await setup({
      createCloudClient: (o) => createCloudClient({ ...o, fetch: cloud.fetch }),
    });
    await portico.open();
    await vi.advanceTimersByTimeAsync(0);
    portico.close();
    const before = cloud.requests.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(cloud.requests.length).toBe(before);
  });

  it('§8 a dismissed alert is not shown again while the same outage lasts', async () => {
    const cloud = fakeCloud(wallets(3));
    cloud.down = true;
    const { portico, state } = await setup({
      createCloudClient: (o) => createCloudClient({ ...o, fetch: cloud.fetch }),
    });
    portico.dismissAlert();
    await portico.open();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(state().alerts.alert).toBeUndefined();
  });

  it('§8 429: Rate Limited, and the retry waits for Retry-After', async () => {
    const cloud = fakeCloud(wallets(3));
    cloud.routes['/getWallets'] = () =>
      json({ code: 'RATE_LIMITED', message: 'slow down' }, 429, { 'retry-after': '5' });
    const { portico, state } = await setup({
      createCloudClient: (o) => createCloudClient({ ...o, fetch: cloud.fetch }),
    });
    expect(state().alerts.alert?.shortMessage).toBe('Rate Limited');
    await portico.open();
    await vi.advanceTimersByTimeAsync(0);
    const before = cloud.calls('/getWallets').length;
    await vi.advanceTimersByTimeAsync(4_999);
    expect(cloud.calls('/getWallets').length).toBe(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(cloud.calls('/getWallets').length).toBeGreaterThan(before);
  });

  it('§8 a failed search is retried', async () => {
    const cloud = fakeCloud([registryWallet(1, { name: 'MetaMask' })]);
    const { portico, state } = await setup({
      createCloudClient: (o) => createCloudClient({ ...o, fetch: cloud.fetch }),
    });
    await portico.open();
    cloud.down = true;
    portico.searchWallets('meta');
    await vi.advanceTimersByTimeAsync(300);
    expect(state().walletList.search).toMatchObject({ loading: false, wallets: [] });
    cloud.down = false;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state().walletList.search.wallets).toHaveLength(1);
  });
});
