import type { WalletRow } from '@portico/core';
import { connectingMessagePart } from '@portico/core';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../hooks/useT.js';
import { WalletRowButton } from '../shared/WalletList.js';
import { rowHeightPx, viewportHeightPx, windowRange } from './windowRange.js';

/**
 * The wallet rows of AllWallets, windowed: only the rows in view (plus a few) are in the DOM, placed at
 * `index × row height` inside a spacer of the full height, so several hundred wallets scroll smoothly.
 * A sentinel after the last row asks for the next page when it comes into view (IntersectionObserver).
 */
export function VirtualWalletList({
  rows,
  hasMore,
  onEnd,
}: {
  rows: readonly WalletRow[];
  hasMore: boolean;
  onEnd(): void;
}) {
  const t = useT(connectingMessagePart);
  const viewportRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!hasMore || !sentinel || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onEndRef.current();
      },
      { root: viewportRef.current, rootMargin: `${rowHeightPx * 4}px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore]);

  // The viewport grows with the rows up to its max height, so the window always covers that height: a
  // height measured while the first page was loading would leave the rows below it blank.
  const { start, end } = windowRange(scrollTop, viewportHeightPx, rows.length);
  return (
    <div
      ref={viewportRef}
      className="wallet-viewport"
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <ul
        className="wallet-window"
        aria-label={t('connect.wallets')}
        style={{ height: rows.length * rowHeightPx }}
      >
        {rows.slice(start, end).map((row, offset) => (
          <li
            key={`${row.kind}:${row.id}`}
            aria-setsize={rows.length}
            aria-posinset={start + offset + 1}
            style={{ top: (start + offset) * rowHeightPx, height: rowHeightPx }}
          >
            <WalletRowButton row={row} />
          </li>
        ))}
      </ul>
      {hasMore ? <div ref={sentinelRef} className="wallet-sentinel" aria-hidden="true" /> : null}
    </div>
  );
}
