import type { PorticoState } from '@portico/core';
import { connectingMessagePart } from '@portico/core';
import { useEffect, useId } from 'react';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { SkeletonRows } from '../shared/SkeletonRows.js';
import { allWalletsStyles } from './styles.js';
import { useAllWalletRows } from './useAllWalletRows.js';
import { VirtualWalletList } from './VirtualWalletList.js';

const selectWalletList = (state: PorticoState) => state.walletList;

/**
 * Every wallet: the connector rows, then the wallet registry page by page (40, §9) as the list scrolls.
 * Typing searches the registry (core waits for a 300 ms pause); only the visible rows are in the DOM.
 */
export function AllWalletsView() {
  const portico = usePorticoInstance();
  const t = useT(connectingMessagePart);
  const searchId = useId();
  const rows = useAllWalletRows();
  const list = usePorticoState(selectWalletList);
  const searching = list.search.query.trim() !== '';
  const loading = searching ? list.search.loading : list.loading;
  const hasMore = !searching && list.wallets.length < list.count;

  useEffect(() => {
    if (portico.getState().walletList.page === 0) void portico.fetchWallets(1);
  }, [portico]);

  return (
    <div className="view stack" aria-busy={loading}>
      <style>{allWalletsStyles}</style>
      <label htmlFor={searchId} className="visually-hidden">
        {t('connect.searchWallets')}
      </label>
      <input
        id={searchId}
        className="search"
        type="search"
        placeholder={t('connect.searchWallet')}
        value={list.search.query}
        onChange={(event) => portico.searchWallets(event.target.value)}
      />
      {rows.length > 0 ? (
        <VirtualWalletList
          rows={rows}
          hasMore={hasMore}
          onEnd={() => void portico.fetchWallets(list.page + 1)}
        />
      ) : null}
      {loading && rows.length === 0 ? <SkeletonRows count={6} /> : null}
      <p className="muted center" role="status">
        {loading ? t('connect.loadingWallets') : rows.length === 0 ? t('connect.noWallet') : ''}
      </p>
    </div>
  );
}
