import { type MessageKey, type SwapTokenRow, selectSwapTokenRows, swapMessagePart } from '@portico/core';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { TokenImage } from '../shared/AssetImages.js';

const groupTitles: Record<SwapTokenRow['group'], MessageKey> = {
  suggested: 'swap.suggested',
  popular: 'swap.popular',
  other: 'swap.allTokens',
};

interface PickerProps {
  /** The picker's name: 'Select a token to pay' or '… to receive'. */
  purpose: string;
  selected: string | undefined;
  onPick(tokenId: string): void;
  onClose(): void;
}

/**
 * The token picker of one side: a search, then the tokens grouped (§9 suggested, then popular, then the rest),
 * each with the account's balance. Focus goes to the search; Escape closes it without closing the modal.
 */
export function SwapTokenPicker({ purpose, selected, onPick, onClose }: PickerProps) {
  const t = useT(swapMessagePart);
  const rows = usePorticoState(selectSwapTokenRows);
  const [search, setSearch] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  useEffect(() => searchRef.current?.focus(), []);

  const wanted = search.trim().toLowerCase();
  const shown = rows.filter(
    (row) =>
      !wanted ||
      row.symbol.toLowerCase().includes(wanted) ||
      row.name.toLowerCase().includes(wanted) ||
      row.address.toLowerCase() === wanted,
  );
  const groups = (['suggested', 'popular', 'other'] as const)
    .map((group) => ({ group, tokens: shown.filter((row) => row.group === group) }))
    .filter(({ tokens }) => tokens.length > 0);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <section className="swap-picker" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <h2 id={headingId}>{purpose}</h2>
      <input
        ref={searchRef}
        type="search"
        className="search"
        aria-label={t('swap.search')}
        placeholder={t('swap.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {groups.length === 0 && <p className="muted">{t('swap.noMatch', { search })}</p>}
      {groups.map(({ group, tokens }) => (
        <div key={group}>
          <h3>{t(groupTitles[group])}</h3>
          <ul aria-label={t(groupTitles[group])}>
            {tokens.map((token) => (
              <li key={token.address}>
                <button
                  type="button"
                  className="row"
                  aria-current={token.address === selected}
                  aria-label={t('swap.tokenRow', {
                    symbol: token.symbol,
                    name: token.name,
                    balance: token.balance,
                  })}
                  onClick={() => onPick(token.address)}
                >
                  <TokenImage token={{ name: token.name, symbol: token.symbol, iconUrl: token.logoUri }} />
                  <span className="row-label">{token.symbol}</span>
                  <span className="row-tag">{token.balance}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <button type="button" className="secondary" onClick={onClose}>
        {t('common.cancel')}
      </button>
    </section>
  );
}
