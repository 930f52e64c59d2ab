import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { solana } from '../../domain/networks/solana.js';
import type { PorticoOptions } from '../../instance/porticoOptions.js';
import { setupPortico } from '../../portico/test/setupPortico.js';
import { constants } from '../../shared/constants.js';
import { createLogger } from '../../shared/logger/logger.js';
import { createConnectListSelector } from '../connectList/selectors.js';
import type { ImageLoader } from './imagePreload.js';
import { createLocalRegistry, toIndexQuery } from './localRegistry.js';
import { registrySnapshot } from './registrySnapshot.generated.js';
import { createAllWalletsSelector } from './selectors.js';

/** A dApp without Portico Cloud: no `cloudUrl`, the wallet list from the registry snapshot. */
async function setup(overrides: Partial<PorticoOptions> = {}) {
  const createCloudClient = vi.fn();
  const loadImage = vi.fn<ImageLoader>(async () => {});
  const { portico } = await setupPortico({ createCloudClient, loadImage, ...overrides });
  const state = () => portico.getState();
  // The snapshot is a dynamic import: its chunk loads outside the fake timers.
  await vi.waitFor(() => expect(state().walletList.recommended.length).toBeGreaterThan(0));
  const connectList = createConnectListSelector(portico.options);
  const allWallets = createAllWalletsSelector(portico.options);
  return {
    portico,
    state,
    loadImage,
    createCloudClient,
    names: () => connectList(state()).map((row) => `${row.kind}:${row.name}`),
    registryNames: () =>
      allWallets(state())
        .filter((row) => row.kind === 'registry')
        .map((row) => row.name),
  };
}

const named = (id: string) => registrySnapshot.find((wallet) => wallet.id === id)?.name;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the wallet list without Portico Cloud', () => {
  it('§9 Connect view: injected wallets, then 4 recommended from the snapshot, in its order; nothing asked of a cloud', async () => {
    const { names, createCloudClient } = await setup();
    // MetaMask (order 1) is the injected one; Phantom too (matched by rdns).
    expect(names()).toEqual([
      'injected:MetaMask',
      'injected:Phantom',
      'recommended:Trust Wallet',
      'recommended:Coinbase Wallet',
      'recommended:OKX Wallet',
      'recommended:Rabby Wallet',
    ]);
    expect(createCloudClient).not.toHaveBeenCalled();
  });

  it('§9 featured wallets in their order, before the recommended ones, which leave them out', async () => {
    const { names } = await setup({ featuredWalletIds: ['zerion', 'rainbow', 'no-such-wallet'] });
    expect(names()).toEqual([
      'injected:MetaMask',
      'injected:Phantom',
      'featured:Zerion',
      'featured:Rainbow',
      'recommended:Trust Wallet',
      'recommended:Coinbase Wallet',
      'recommended:OKX Wallet',
      'recommended:Rabby Wallet',
    ]);
  });

  it('§7 include and exclude: only the included ids, less the excluded ones (also as featured)', async () => {
    const { portico, names, registryNames } = await setup({
      includeWalletIds: ['rainbow', 'zerion', 'safe', 'trust'],
      excludeWalletIds: ['trust', 'zerion'],
      featuredWalletIds: ['zerion', 'safe'],
    });
    expect(names()).toEqual([
      'injected:MetaMask',
      'injected:Phantom',
      'featured:Safe',
      'recommended:Rainbow',
    ]);
    await portico.fetchWallets(1);
    expect(registryNames()).toEqual(['Rainbow', 'Safe']);
  });

  it('§9 AllWallets pages of 40 in list order, then nothing more; wallets of no configured namespace are left out', async () => {
    const { portico, state, registryNames } = await setup();
    await portico.fetchWallets(1);
    const { count } = state().walletList;
    expect(state().walletList.wallets).toHaveLength(constants.wallets.listPageEntries);
    expect(count).toBeGreaterThan(constants.wallets.listPageEntries);
    await portico.fetchWallets(2);
    await portico.fetchWallets(3);
    expect(state().walletList).toMatchObject({ page: 2, count });
    const ids = state().walletList.wallets.map((wallet) => wallet.id);
    expect(ids).toHaveLength(count);
    expect(ids.slice(0, 3)).toEqual(['metamask', 'trust', 'coinbase']);
    // The devnet, testnet (eip155) and Solana mainnet are configured: Bitcoin, Cosmos and Polkadot-only wallets are not listed.
    for (const other of ['xverse', 'keplr', 'polkadot-js']) expect(ids).not.toContain(other);
    expect(ids).toContain('solflare');
    // AllWallets lists the injected MetaMask and Phantom as connector rows, not again as registry rows.
    expect(registryNames()).not.toContain('MetaMask');
    expect(registryNames()).toContain(named('rainbow'));
  });

  it('§7 a Solana-only dApp lists the Solana wallets only', async () => {
    const { portico, state } = await setup({ networks: [solana] });
    await portico.fetchWallets(1);
    const ids = state().walletList.wallets.map((wallet) => wallet.id);
    expect(ids).toContain('solflare');
    expect(ids).not.toContain('rabby');
  });

  it('§9 a search lists 100 entries at most, 300 ms after the typing pauses: "rain" finds Rainbow', async () => {
    const { portico, state, registryNames } = await setup();
    portico.searchWallets('rain');
    expect(state().walletList.search).toMatchObject({ query: 'rain', loading: true });
    await vi.advanceTimersByTimeAsync(constants.wallets.searchDebounceMs);
    await vi.waitFor(() => expect(state().walletList.search.loading).toBe(false));
    expect(registryNames()).toEqual(['Rainbow']);
    expect(state().walletList.search.count).toBe(1);

    portico.searchWallets('WALLET');
    await vi.advanceTimersByTimeAsync(constants.wallets.searchDebounceMs);
    await vi.waitFor(() => expect(state().walletList.search.loading).toBe(false));
    // Prefix matches first ("Wallet…" none here), then the names holding it, in list order.
    expect(registryNames().slice(0, 3)).toEqual(['Trust Wallet', 'Coinbase Wallet', 'OKX Wallet']);

    portico.searchWallets('');
    expect(state().walletList.search).toEqual({ query: '', wallets: [], count: 0, loading: false });
  });

  it('§9 images are the snapshot’s data: URLs, preloaded like the cloud’s', async () => {
    const { state, loadImage } = await setup();
    const [first] = state().walletList.recommended;
    expect(first?.imageUrl).toMatch(/^data:image\/svg\+xml,/);
    expect(loadImage.mock.calls.every(([url]) => url.startsWith('data:'))).toBe(true);
  });
});

describe('a registry snapshot of the dApp’s own [loadRegistrySnapshot]', () => {
  it('replaces the shipped one', async () => {
    const [rainbow] = registrySnapshot.filter((wallet) => wallet.id === 'rainbow');
    if (!rainbow) throw new Error('the snapshot has no Rainbow');
    const { names } = await setup({ loadRegistrySnapshot: async () => [rainbow] });
    expect(names()).toEqual(['injected:MetaMask', 'injected:Phantom', 'recommended:Rainbow']);
  });

  it('§8 a snapshot that fails to load shows Server Error; opening the modal retries and the list fills', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(registrySnapshot);
    const logger = createLogger({ sinks: [] });
    const logged = vi.spyOn(logger, 'error');
    const { portico } = await setupPortico({ loadRegistrySnapshot: load, logger });
    const state = () => portico.getState();
    await vi.waitFor(() => expect(state().alerts.alert?.shortMessage).toBe('Server Error'));
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('registry snapshot'), expect.any(Error));
    await portico.open();
    await vi.waitFor(() => expect(state().walletList.recommended.length).toBeGreaterThan(0));
    expect(state().alerts.alert).toBeUndefined();
  });
});

describe('registry snapshot links', () => {
  it('§3 a snapshot entry whose deep link is javascript: is listed without it, and the refusal is logged', async () => {
    const logged: string[] = [];
    const logger = createLogger({ level: 'warn', sinks: [({ message }) => logged.push(message)] });
    const snapshot = registrySnapshot.map((wallet) =>
      wallet.id === 'trust' ? { ...wallet, mobile_link: '\u0000javascript:alert(1)//' } : wallet,
    );
    const { state } = await setup({ loadRegistrySnapshot: async () => snapshot, logger });
    expect(state().walletList.recommended.find((wallet) => wallet.id === 'trust')?.mobile_link).toBeNull();
    expect(state().walletList.recommended.find((wallet) => wallet.id === 'coinbase')?.mobile_link).toBe(
      'cbwallet://',
    );
    expect(logged).toContain('Wallet link refused: trust mobile_link is not an allowed link');
  });
});

describe('the local registry', () => {
  it('loads the snapshot once, on the first listing', async () => {
    const load = vi.fn(async () => registrySnapshot);
    const registry = createLocalRegistry({ error: vi.fn(), warn: vi.fn() }, load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([registry.getWallets({}), registry.getWallets({ search: 'meta' })]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a wallet with a shipped logo gets it (its own chunk); one without gets the snapshot’s monogram', async () => {
    const logo = vi.fn(async () => ({ default: 'data:image/svg+xml,logo' }));
    const registry = createLocalRegistry(
      { error: vi.fn(), warn: vi.fn() },
      async () => registrySnapshot,
      async () => ({
        metamask: logo,
      }),
    );
    await registry.getWallets({});
    await expect(registry.walletImageUrl('metamask')).resolves.toBe('data:image/svg+xml,logo');
    const trust = registrySnapshot.find((wallet) => wallet.id === 'trust');
    await expect(registry.walletImageUrl('trust')).resolves.toBe(trust?.image);
    expect(logo).toHaveBeenCalledTimes(1);
  });

  it('the shipped logos: one chunk per wallet, each a data: URL of an SVG', async () => {
    const registry = createLocalRegistry({ error: vi.fn(), warn: vi.fn() }, async () => registrySnapshot);
    await registry.getWallets({});
    await expect(registry.walletImageUrl('metamask')).resolves.toMatch(/^data:image\/svg\+xml,%3Csvg/);
    const { walletLogos } = await import('./walletLogos.generated.js');
    const ids = new Set(registrySnapshot.map((wallet) => wallet.id));
    for (const id of Object.keys(walletLogos)) expect(ids.has(id)).toBe(true);
  });

  it('a logo whose chunk fails is logged and the monogram shows', async () => {
    const error = new Error('chunk failed');
    const logger = { error: vi.fn(), warn: vi.fn() };
    const registry = createLocalRegistry(
      logger,
      async () => registrySnapshot,
      async () => ({
        metamask: async () => Promise.reject(error),
      }),
    );
    await registry.getWallets({});
    await expect(registry.walletImageUrl('metamask')).resolves.toBe(registrySnapshot[0]?.image);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining("'metamask'"), error);
  });

  it('a failed load is logged and tried again on the next listing', async () => {
    const error = new Error('chunk failed');
    const load = vi.fn().mockRejectedValueOnce(error).mockResolvedValue(registrySnapshot);
    const logger = { error: vi.fn(), warn: vi.fn() };
    const registry = createLocalRegistry(logger, load);
    await expect(registry.getWallets({})).rejects.toBe(error);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('registry snapshot'), error);
    await expect(registry.getWallets({ entries: 2 })).resolves.toMatchObject({
      data: [{ id: 'metamask' }, { id: 'trust' }],
      count: registrySnapshot.length,
    });
  });

  it('an image the snapshot lacks is a clear error', async () => {
    const registry = createLocalRegistry({ error: vi.fn(), warn: vi.fn() }, async () => registrySnapshot);
    await registry.getWallets({});
    await expect(registry.walletImageUrl('nope')).rejects.toThrow(
      "The registry snapshot has no image 'nope'",
    );
  });

  it('§7 a query gets the cloud’s defaults: page 1 of 40, no filter', () => {
    expect(toIndexQuery({})).toEqual({
      page: 1,
      entries: 40,
      include: [],
      exclude: [],
      chains: [],
      search: '',
      badgeType: 'none',
    });
    expect(toIndexQuery({ chains: ['eip155:1', 'not a chain'], page: 2 })).toMatchObject({
      page: 2,
      chains: ['eip155:1'],
    });
  });
});
