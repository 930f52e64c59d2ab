import { accountMessagePart, type NftItem, selectNftItems, selectNftsUnloaded } from '@portico/core';
import { useEffect, useId } from 'react';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { nftStyles } from './nftStyles.js';

/**
 * The NFTs tab: a grid of the account's NFTs (spam collections hidden by core), each with its preview, name and
 * collection. The list loads when the tab is shown, and again after a change of account or network.
 */
export function NftsPanel() {
  const portico = usePorticoInstance();
  const t = useT(accountMessagePart);
  const nfts = usePorticoState((state) => state.nfts);
  const items = selectNftItems({ nfts });
  const unloaded = selectNftsUnloaded({ nfts });
  const load = () => void portico.fetchNfts();

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads when the list becomes unloaded, not on every render
  useEffect(() => {
    if (unloaded) load();
  }, [unloaded]);

  const busy = nfts.loading || unloaded;
  return (
    <div className="nfts" aria-busy={busy}>
      <style>{nftStyles}</style>
      {items.length > 0 ? (
        <ul className="nft-grid" aria-label={t('account.tab.NFTs')}>
          {items.map((item) => (
            <NftCard key={item.key} item={item} />
          ))}
        </ul>
      ) : busy ? (
        <p className="muted nfts-state">{t('account.loadingNfts')}</p>
      ) : nfts.failed ? (
        <div className="nfts-state">
          <p className="muted">{t('account.nftsFailed')}</p>
          <button type="button" onClick={load}>
            {t('common.tryAgain')}
          </button>
        </div>
      ) : (
        <p className="muted nfts-state">{t('account.noNfts')}</p>
      )}
    </div>
  );
}

function NftCard({ item }: { item: NftItem }) {
  const nameId = useId();
  return (
    <li className="nft-card" aria-labelledby={nameId}>
      {item.imageUrl ? (
        <img className="nft-image" src={item.imageUrl} alt={item.name} loading="lazy" decoding="async" />
      ) : (
        <span className="nft-image" aria-hidden="true" />
      )}
      <span id={nameId} className="nft-name">
        {item.name}
      </span>
      <span className="muted nft-collection">{item.collectionName}</span>
    </li>
  );
}
