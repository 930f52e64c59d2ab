import { describe, expect, it } from 'vitest';
import { syntheticWallets } from '../../cloud/client/test/registryWallets.js';
import type { RegistryWallet } from '../../cloud/wire/registryWallet.js';
import { registrySnapshot } from './registrySnapshot.generated.js';
import { fromSnapshotWallet } from './snapshotWallet.js';
import { createWalletIndex, type WalletIndexQuery as WalletQuery } from './walletIndex.js';

/** The registry dataset as the snapshot ships it (a cloud test keeps the two equal). */
const dataset = registrySnapshot.map(fromSnapshotWallet);
const index = createWalletIndex(dataset);

function query(overrides: Partial<WalletQuery> = {}): WalletQuery {
  return {
    page: 1,
    entries: 100,
    include: [],
    exclude: [],
    chains: [],
    search: '',
    badgeType: 'none',
    ...overrides,
  };
}

function wallet(id: string, name: string, order: number, chains: RegistryWallet['chains'] = ['eip155:1']) {
  return { ...syntheticWallets(1)[0], id, name, image_id: id, order, chains } as RegistryWallet;
}

function allPages(wallets: readonly RegistryWallet[], entries: number, overrides: Partial<WalletQuery> = {}) {
  const paged = createWalletIndex(wallets);
  const { count } = paged.list(query({ ...overrides, entries }));
  const pages = Array.from({ length: Math.ceil(count / entries) + 1 }, (_, i) =>
    paged.list(query({ ...overrides, entries, page: i + 1 })),
  );
  return { count, pages };
}

describe('wallet index paging', () => {
  it.each([
    ['§7 dataset, 7 per page', dataset, 7],
    ['§7 dataset, 40 per page', dataset, 40],
    ['§7 500 generated wallets, AllWallets pages of 40', [...dataset, ...syntheticWallets(500)], 40],
    ['§7 500 generated wallets, 100 per page', syntheticWallets(500), 100],
  ])('%s: no duplicates, no gaps, constant count', (_row, wallets, entries) => {
    const { count, pages } = allPages(wallets, entries);
    expect(count).toBe(wallets.length);
    for (const page of pages) expect(page.count).toBe(count);
    const ids = pages.flatMap((page) => page.data.map((w) => w.id));
    expect(ids).toHaveLength(count);
    expect(new Set(ids)).toEqual(new Set(wallets.map((w) => w.id)));
    expect(pages.at(-1)?.data).toEqual([]);
    for (const page of pages.slice(0, -2)) expect(page.data).toHaveLength(entries);
  });

  it('§7 pages of a search are disjoint and complete too', () => {
    const { count, pages } = allPages(syntheticWallets(500), 40, { search: 'wallet 1' });
    const ids = pages.flatMap((page) => page.data.map((w) => w.id));
    expect(count).toBe(100); // Generated Wallet 100 … 199
    expect(new Set(ids).size).toBe(count);
  });

  it('§7 lists by order, then name', () => {
    const wallets = [wallet('c', 'Charlie', 2), wallet('b', 'Bravo', 1), wallet('a', 'Alpha', 2)];
    expect(allPages(wallets, 10).pages[0]?.data.map((w) => w.id)).toEqual(['b', 'a', 'c']);
  });
});

describe('wallet index filters', () => {
  const ids = (overrides: Partial<WalletQuery>) => index.list(query(overrides)).data.map((w) => w.id);

  it.each([
    [
      '§7 include keeps only those ids',
      { include: ['phantom', 'metamask', 'nope'] },
      ['metamask', 'phantom'],
    ],
    ['§7 include and exclude', { include: ['phantom', 'metamask'], exclude: ['metamask'] }, ['phantom']],
    [
      '§7 chains: bitcoin wallets',
      { chains: ['bip122:000000000019d6689c085ae165831e93'], include: ['xverse', 'keplr'] },
      ['xverse'],
    ],
    [
      '§7 chains: any of several',
      {
        chains: ['cosmos:cosmoshub-4', 'polkadot:91b171bb158e2d3848fa23a9f1c25182'],
        include: ['keplr', 'talisman', 'rabby'],
      },
      ['talisman', 'keplr'],
    ],
    [
      '§7 an unlisted chain (devnet) matches its namespace',
      { chains: ['eip155:31337'], include: ['rabby', 'keplr', 'phantom'] },
      ['rabby', 'phantom'],
    ],
    ['§7 badge certified: the dataset claims no certification', { badgeType: 'certified' as const }, []],
  ] satisfies [string, Partial<WalletQuery>, string[]][])('%s', (_row, overrides, expected) => {
    expect(ids(overrides)).toEqual(expected);
  });

  it('§7 excluding every id leaves an empty list with count 0', () => {
    expect(index.list(query({ exclude: dataset.map((w) => w.id) }))).toEqual({ data: [], count: 0 });
  });

  it('§7 count covers all pages of a filtered list', () => {
    const solana = index.list(query({ chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], entries: 3 }));
    expect(solana.data).toHaveLength(3);
    expect(solana.count).toBe(dataset.filter((w) => w.chains.some((c) => c.startsWith('solana:'))).length);
  });
});

describe('wallet search', () => {
  const wallets = [
    wallet('smart', 'Smart Wallet', 1),
    wallet('meta', 'MetaMask', 5),
    wallet('cosmo', 'Cosmetic Wallet', 2),
    wallet('meteor', 'meteor', 9),
    wallet('mew', 'MEW', 3),
    wallet('eclair', 'Éclair Wallet', 4),
  ];
  const search = (text: string) =>
    createWalletIndex(wallets)
      .list(query({ search: text }))
      .data.map((w) => w.id);

  it.each([
    ['§7 prefix matches first (by order), then substrings (by order)', 'met', ['meta', 'meteor', 'cosmo']],
    ['§7 case-insensitive', 'METAMASK', ['meta']],
    ['§7 case-insensitive, mixed', 'mEw', ['mew']],
    ['§7 full-width letters match', 'ｍｅｔａ', ['meta']],
    ['§7 accents are ignored both ways', 'eclair', ['eclair']],
    ['§7 accented input matches plain names', 'mé', ['mew', 'meta', 'meteor', 'cosmo']],
    ['§7 surrounding and repeated spaces are ignored', '  smart   wallet ', ['smart']],
    ['§7 emoji and other scripts match nothing, without error', '🦊 ウォレット', []],
    ['§7 no match', 'zzz', []],
  ])('%s: %j', (_row, text, expected) => {
    expect(search(text)).toEqual(expected);
  });

  it.each([['§7 empty'], ['§7 blank']])('%s search lists everything in order', (row) => {
    expect(search(row === '§7 empty' ? '' : '   ')).toEqual([
      'smart',
      'cosmo',
      'mew',
      'eclair',
      'meta',
      'meteor',
    ]);
  });

  it('§7 search and filters combine', () => {
    const found = index.list(
      query({ search: 'wallet', chains: ['bip122:000000000019d6689c085ae165831e93'] }),
    );
    expect(found.data.length).toBeGreaterThan(0);
    for (const w of found.data) {
      expect(w.name.toLowerCase()).toContain('wallet');
      expect(w.chains).toContain('bip122:000000000019d6689c085ae165831e93');
    }
  });

  it('§7 finds images by image id', () => {
    expect(index.byImageId('metamask')?.name).toBe('MetaMask');
    expect(index.byImageId('nope')).toBeUndefined();
  });
});
