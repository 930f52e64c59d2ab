import { type SwapTokenRow, selectSwapTokenRows } from '@portico/core';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { TokenImage } from '../shared/AssetImages.js';

const groupTitles: Record<SwapTokenRow['group'], string> = {
  suggested: 'Suggested',
  popular: 'Popular',
  other: 'All tokens',
};

interface PickerProps {
  /** What is picked: 'pay' or 'receive', for the picker's name. */
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
      <h2 id={headingId}>Select a token to {purpose}</h2>
      <input
        ref={searchRef}
        type="search"
        className="search"
        aria-label="Search tokens"
        placeholder="Search name or symbol"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {groups.length === 0 && <p className="muted">No token matches {search}</p>}
      {groups.map(({ group, tokens }) => (
        <div key={group}>
          <h3>{groupTitles[group]}</h3>
          <ul aria-label={groupTitles[group]}>
            {tokens.map((token) => (
              <li key={token.address}>
                <button
                  type="button"
                  className="row"
                  aria-current={token.address === selected}
                  aria-label={`${token.symbol} ${token.name}, balance ${token.balance}`}
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
        Cancel
      </button>
    </section>
  );
}
