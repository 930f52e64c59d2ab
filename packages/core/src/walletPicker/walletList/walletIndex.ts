import type { WalletPage } from '../../cloud/wire/registryQuery.js';
import type { BadgeType, RegistryWallet } from '../../cloud/wire/registryWallet.js';
import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';
import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import { searchKey } from './searchKey.js';

/** A registry listing with every filter resolved (Portico Cloud parses it from GET /getWallets). */
export interface WalletIndexQuery {
  /** 1-based. */
  page: number;
  entries: number;
  /** When non-empty, only these ids. */
  include: readonly string[];
  exclude: readonly string[];
  /** A wallet matches when it supports any of them; empty: no chain filter. */
  chains: readonly CaipNetworkId[];
  search: string;
  badgeType: BadgeType;
}

/**
 * The registry held in memory so a listing or search costs one pass over an array, no SQL. One set of
 * rules for Portico Cloud's GET /getWallets and the modal's local registry snapshot (no `cloudUrl`).
 */
export interface WalletIndex {
  readonly size: number;
  list(query: WalletIndexQuery): WalletPage;
  /** The wallet whose image has this id. */
  byImageId(imageId: string): RegistryWallet | undefined;
}

interface Entry {
  wallet: RegistryWallet;
  key: string;
  chains: ReadonlySet<string>;
  namespaces: ReadonlySet<string>;
}

function compareWallets(a: RegistryWallet, b: RegistryWallet): number {
  return a.order - b.order || a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function namespaceOf(chain: string): ChainNamespace {
  return chain.slice(0, chain.indexOf(':')) as ChainNamespace;
}

export function createWalletIndex(wallets: readonly RegistryWallet[]): WalletIndex {
  const entries: Entry[] = [...wallets].sort(compareWallets).map((wallet) => ({
    wallet,
    key: searchKey(wallet.name),
    chains: new Set(wallet.chains),
    namespaces: new Set(wallet.chains.map(namespaceOf)),
  }));
  const knownChains = new Set<string>(wallets.flatMap((wallet) => wallet.chains));
  const byImageId = new Map(wallets.map((wallet) => [wallet.image_id, wallet]));

  function chainMatcher(chains: readonly string[]): (entry: Entry) => boolean {
    if (chains.length === 0) return () => true;
    // A chain no registry wallet lists (a local devnet, a new network) matches by its namespace.
    const exact = chains.filter((chain) => knownChains.has(chain));
    const namespaces = chains.filter((chain) => !knownChains.has(chain)).map(namespaceOf);
    return (entry) =>
      exact.some((chain) => entry.chains.has(chain)) || namespaces.some((ns) => entry.namespaces.has(ns));
  }

  function list(query: WalletIndexQuery): WalletPage {
    const include = query.include.length > 0 ? new Set(query.include) : undefined;
    const exclude = new Set(query.exclude);
    const matchesChains = chainMatcher(query.chains);
    const needle = searchKey(query.search);
    const prefixMatches: RegistryWallet[] = [];
    const otherMatches: RegistryWallet[] = [];
    for (const entry of entries) {
      const { wallet } = entry;
      if (include && !include.has(wallet.id)) continue;
      if (exclude.has(wallet.id)) continue;
      if (query.badgeType === 'certified' && wallet.badge_type !== 'certified') continue;
      if (!matchesChains(entry)) continue;
      const at = needle === '' ? 0 : entry.key.indexOf(needle);
      if (at === 0) prefixMatches.push(wallet);
      else if (at > 0) otherMatches.push(wallet);
    }
    const matches = prefixMatches.concat(otherMatches);
    const start = (query.page - 1) * query.entries;
    return { data: matches.slice(start, start + query.entries), count: matches.length };
  }

  return { size: entries.length, list, byImageId: (imageId) => byImageId.get(imageId) };
}
