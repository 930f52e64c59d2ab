import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { fromExplorerListing } from './explorerListing.js';

const sample = JSON.parse(
  await readFile(new URL('../../data/explorer-sample.json', import.meta.url), 'utf8'),
);

function one(listing: Record<string, unknown>) {
  return fromExplorerListing({ listings: { x: { id: 'x', name: 'X', chains: ['eip155:1'], ...listing } } });
}

describe('fromExplorerListing', () => {
  it('§7 reads the sample file: every listing, links from native before universal', () => {
    const { wallets, skipped } = fromExplorerListing(sample);
    expect(skipped).toEqual([]);
    expect(wallets.map((w) => w.name)).toEqual([
      'MetaMask',
      'Trust Wallet',
      'Coinbase Wallet',
      'Rainbow',
      'Phantom',
      'Ledger Live',
    ]);
    expect(wallets[0]).toMatchObject({
      id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
      rdns: 'io.metamask',
      mobile_link: 'metamask://',
      desktop_link: null,
      chrome_store: 'https://chromewebstore.google.com/detail/nkbihfbeogaeaoehlefnkodbefgpgknn',
      injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }],
      badge_type: 'none',
    });
    expect(wallets[0]?.order).toBeUndefined();
    expect(wallets.at(-1)).toMatchObject({ desktop_link: 'ledgerlive://', injected: [], rdns: null });
  });

  it.each([
    [
      '§5 javascript: links are dropped',
      { homepage: 'javascript:alert(1)', mobile: { native: 'javascript:x' } },
      { homepage: null, mobile_link: null },
    ],
    [
      '§5 web-only fields refuse app schemes',
      { app: { ios: 'itms://x', browser: 'https://app.example' } },
      { app_store: null, webapp_link: 'https://app.example' },
    ],
    [
      '§7 universal link when no native one',
      { mobile: { native: null, universal: 'https://w.example/wc' } },
      { mobile_link: 'https://w.example/wc' },
    ],
    [
      '§7 chains outside the five namespaces are dropped',
      { chains: ['near:mainnet', 'eip155:1', 'eip155:1'] },
      { chains: ['eip155:1'] },
    ],
    [
      '§7 injected ids of other namespaces are dropped',
      {
        injected: [
          { namespace: 'near', injected_id: 'x' },
          { namespace: 'solana', injected_id: 'isX' },
        ],
      },
      { injected: [{ namespace: 'solana', injected_id: 'isX' }] },
    ],
    [
      '§7 badge and order are kept',
      { badge_type: 'certified', order: 7 },
      { badge_type: 'certified', order: 7 },
    ],
    ['§7 a missing image id falls back to the id', { image_id: null }, { image_id: 'x' }],
  ])('%s', (_row, listing, expected) => {
    expect(one(listing).wallets[0]).toMatchObject(expected);
  });

  it('§7 skips listings without a supported chain', () => {
    expect(one({ chains: ['near:mainnet'] })).toEqual({ wallets: [], images: [], skipped: ['x'] });
  });

  it.each([
    ['§7 not an object', 'nope', "an explorer listing file is an object with a 'listings' object"],
    [
      '§7 listings is an array',
      { listings: [] },
      "an explorer listing file is an object with a 'listings' object",
    ],
    ['§7 bad id', { listings: { k: { id: 'a b', name: 'A' } } }, "listing 'k': id must be"],
    ['§7 empty name', { listings: { k: { id: 'a', name: ' ' } } }, "listing 'k': name must be"],
    [
      '§7 shared rdns',
      {
        listings: {
          a: { id: 'a', name: 'A', rdns: 'io.x', chains: ['eip155:1'] },
          b: { id: 'b', name: 'B', rdns: 'io.x', chains: ['eip155:1'] },
        },
      },
      "listings 'a' and 'b' share the rdns io.x",
    ],
  ])('%s → TypeError', (_row, json, message) => {
    expect(() => fromExplorerListing(json)).toThrow(message);
  });
});
