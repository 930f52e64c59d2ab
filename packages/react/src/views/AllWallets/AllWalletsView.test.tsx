import type { CloudClient, RegistryWallet, WalletsQuery } from '@portico/core';
import { registryWallet } from '@portico/testing/registry';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeHistoryClient } from '../../test/fakeHistoryClient.js';
import { FakeIntersectionObserver } from '../../test/fakeIntersectionObserver.js';
import { cleanupPortico, renderPortico } from '../../test/renderPortico.js';

const wallet = registryWallet;

/** A cloud client over an in-memory registry that records each /getWallets query. */
function fakeCloudClient(registry: RegistryWallet[]) {
  const queries: WalletsQuery[] = [];
  const client: CloudClient = {
    ...fakeHistoryClient({ '': { data: [], next: null } }).client,
    getSupportedChains: async () => ({ http: [], ws: [] }),
    async getWallets(query) {
      queries.push(query);
      const search = (query.search ?? '').toLowerCase();
      const matches = registry.filter(
        (entry) =>
          entry.name.toLowerCase().includes(search) &&
          (!query.include?.length || query.include.includes(entry.id)),
      );
      const page = query.page ?? 1;
      const entries = query.entries ?? 40;
      return { data: matches.slice((page - 1) * entries, page * entries), count: matches.length };
    },
  };
  return { client, queries, pages: () => queries.filter((query) => query.entries === 40) };
}

async function openAllWallets(registry: RegistryWallet[], options = {}) {
  const cloud = fakeCloudClient(registry);
  const rendered = renderPortico({
    cloudUrl: 'https://cloud.test',
    createCloudClient: () => cloud.client,
    loadImage: async () => {},
    ...options,
  });
  await rendered.user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
  await rendered.user.click(rendered.modal().getByRole('button', { name: 'All Wallets' }));
  const list = await rendered.modal().findByRole('list', { name: 'Wallets' });
  await within(list).findByRole('button', { name: /Wallet 1$/ });
  return { ...rendered, cloud, list: () => rendered.modal().getByRole('list', { name: 'Wallets' }) };
}

const many = (count: number) => Array.from({ length: count }, (_, i) => wallet(i + 1));

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  cleanupPortico();
  vi.unstubAllGlobals();
});

describe('AllWallets', () => {
  it('§7 shows the installed wallet, then the registry', async () => {
    const { list } = await openAllWallets(many(3));
    expect(
      within(list())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['FFake WalletInstalled', 'Wallet 1', 'Wallet 2', 'Wallet 3']);
  });

  it('§9 typing "met" fast sends one search request and narrows the list', async () => {
    const registry = [
      wallet(1, { name: 'MetaMask' }),
      wallet(2, { name: 'Rabby' }),
      wallet(3, { name: 'Meteor' }),
    ];
    const cloud = fakeCloudClient(registry);
    const { user, modal } = renderPortico({
      cloudUrl: 'https://cloud.test',
      createCloudClient: () => cloud.client,
      loadImage: async () => {},
    });
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    await user.click(modal().getByRole('button', { name: 'All Wallets' }));
    await modal().findByRole('button', { name: /Rabby/ });
    await user.type(modal().getByRole('searchbox', { name: 'Search wallets' }), 'met');
    expect(await modal().findByRole('button', { name: /MetaMask/ })).toBeTruthy();
    expect(modal().queryByRole('button', { name: /Rabby/ })).toBeNull();
    expect(modal().getByRole('button', { name: /Meteor/ })).toBeTruthy();
    expect(
      cloud.queries.filter((query) => query.search).map((query) => [query.search, query.entries]),
    ).toEqual([['met', 100]]);
  });

  it('§9 nothing matches: the status says so', async () => {
    const { user, modal } = await openAllWallets(many(3));
    await user.type(modal().getByRole('searchbox', { name: 'Search wallets' }), 'zzz');
    expect(await modal().findByText('No wallet found')).toBeTruthy();
  });

  it('§9 scrolling to the end loads page 2 with 40 entries', async () => {
    const { cloud, portico } = await openAllWallets(many(500));
    expect(cloud.pages().map((query) => query.page)).toEqual([1]);
    await act(async () => FakeIntersectionObserver.showSentinel());
    await waitFor(() => expect(portico.getState().walletList.wallets).toHaveLength(80));
    expect(cloud.pages().map((query) => [query.page, query.entries])).toEqual([
      [1, 40],
      [2, 40],
    ]);
  });

  it('§9 with 500 wallets fewer than 60 rows are in the DOM, and scrolling shows the rows in view', async () => {
    const { portico, list, modal } = await openAllWallets(many(500));
    for (let page = 2; page <= 13; page++) {
      await act(async () => FakeIntersectionObserver.showSentinel());
      await waitFor(() => expect(portico.getState().walletList.page).toBe(page));
    }
    expect(portico.getState().walletList.wallets).toHaveLength(500);
    expect(within(list()).getAllByRole('listitem').length).toBeLessThan(60);
    expect(within(list()).queryByRole('button', { name: /Wallet 300$/ })).toBeNull();

    const viewport = modal().getByRole('list', { name: 'Wallets' }).parentElement as HTMLElement;
    act(() => {
      viewport.scrollTop = 300 * 56;
      fireEvent.scroll(viewport);
    });
    expect(within(list()).getByRole('button', { name: /Wallet 300$/ })).toBeTruthy();
    expect(within(list()).getAllByRole('listitem').length).toBeLessThan(60);
    expect(within(list()).getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('501');
  });

  it('§9 the rows filling the 400 px viewport render, though the list mounted one row tall', async () => {
    // The browser's layout while the first page loads: the viewport holds the installed wallet alone.
    const clientHeight = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('wallet-viewport') ? 56 : 0;
    });
    try {
      const { list } = await openAllWallets(many(40));
      // 400 / 56 px: the installed wallet and Wallets 1 to 7 are in view.
      expect(within(list()).getByRole('button', { name: /Wallet 7$/ })).toBeTruthy();
    } finally {
      clientHeight.mockRestore();
    }
  });

  it('a registry wallet that is not installed opens ConnectingWalletConnect (here without WalletConnect set up)', async () => {
    const { user, list, modal } = await openAllWallets(many(3));
    await user.click(within(list()).getByRole('button', { name: /Wallet 2$/ }));
    expect(await modal().findByText('WalletConnect is not set up for this site.')).toBeTruthy();
    expect(modal().getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('§9 an image that fails after preload shows the monogram', async () => {
    const { list } = await openAllWallets(many(1));
    const image = list().querySelector('img[src="https://cloud.test/getWalletImage/image-1"]');
    expect(image).not.toBeNull();
    fireEvent.error(image as Element);
    expect(list().querySelector('img[src="https://cloud.test/getWalletImage/image-1"]')).toBeNull();
    const row = within(list()).getByRole('button', { name: /Wallet 1$/ });
    expect(row.querySelector('.letter-tile')?.textContent).toBe('W');
  });
});

describe('the Connect view with the registry', () => {
  it('§9 order: installed, featured, custom, then 4 recommended', async () => {
    const cloud = fakeCloudClient(many(10));
    const { user, modal } = renderPortico({
      cloudUrl: 'https://cloud.test',
      createCloudClient: () => cloud.client,
      loadImage: async () => {},
      featuredWalletIds: ['wallet-7'],
      customWallets: [{ id: 'mine', name: 'My Wallet' }],
    });
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    await modal().findByRole('button', { name: /Wallet 7/ });
    const names = within(modal().getByRole('dialog'))
      .getAllByRole('button')
      .map((button) => button.querySelector('.row-label')?.textContent)
      .filter(Boolean);
    expect(names).toEqual([
      'Fake Wallet',
      'Wallet 7',
      'My Wallet',
      'Wallet 1',
      'Wallet 2',
      'Wallet 3',
      'Wallet 4',
      'All Wallets',
    ]);
  });
});
