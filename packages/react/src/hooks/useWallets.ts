import { createAllWalletsSelector, type WalletRow } from '@portico/core';
import { useEffect, useMemo } from 'react';
import { usePorticoInstance } from '../context/PorticoContext.js';
import { usePorticoState } from './usePorticoState.js';

export interface UseWalletsOptions {
  /** The search typed (searched once the typing pauses for 300 ms, §9); empty lists the pages loaded. */
  search?: string;
  /** How many pages of 40 registry wallets (§9) to load, in order; 1 by default. */
  page?: number;
}

export interface UseWalletsResult {
  /** The AllWallets rows: the connector and custom rows, then the registry's (or the search's) wallets. */
  wallets: readonly WalletRow[];
  /** Registry wallets matching over all pages (of the search while one is typed). */
  count: number;
  /** The registry's pages loaded so far. */
  page: number;
  loading: boolean;
  /** More registry pages to load (ask for `page + 1`). */
  hasMore: boolean;
}

/** Every wallet, as the AllWallets view lists it, with the registry's search and paging. */
export function useWallets({ search = '', page = 1 }: UseWalletsOptions = {}): UseWalletsResult {
  const portico = usePorticoInstance();
  const wallets = usePorticoState(useMemo(() => createAllWalletsSelector(portico.options), [portico]));
  const list = usePorticoState((state) => state.walletList);

  useEffect(() => {
    if (portico.getState().walletList.search.query !== search) portico.searchWallets(search);
  }, [portico, search]);

  // One page at a time, the next once the last has arrived: a jump of `page` while a page loads (here or in the
  // modal) waits for it instead of asking core for pages it would refuse.
  const next = list.page + 1;
  const more = list.page === 0 || list.wallets.length < list.count;
  useEffect(() => {
    if (!list.loading && more && next <= page) void portico.fetchWallets(next);
  }, [portico, page, next, more, list.loading]);

  const searching = list.search.query.trim() !== '';
  return {
    wallets,
    count: searching ? list.search.count : list.count,
    page: list.page,
    loading: searching ? list.search.loading : list.loading,
    hasMore: !searching && list.wallets.length < list.count,
  };
}
