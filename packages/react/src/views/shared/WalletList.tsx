import type { MessageKey, WalletRow, WalletRowKind } from '@portico/core';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { useT } from '../../hooks/useT.js';
import { WalletImage } from './WalletImage.js';

const tags: Partial<Record<WalletRowKind, MessageKey>> = {
  recent: 'connect.recent',
  injected: 'connect.installed',
};

/**
 * One wallet row; picking it hands the wallet to core, which shows its connecting view and connects (a
 * registry wallet without a connector goes to the wallet-connect view).
 */
export function WalletRowButton({ row, disabled = false }: { row: WalletRow; disabled?: boolean }) {
  const portico = usePorticoInstance();
  const t = useT();
  const tag = tags[row.kind];
  return (
    <button type="button" className="row" disabled={disabled} onClick={() => void portico.connectWallet(row)}>
      <WalletImage name={row.name} src={row.imageUrl} />
      <span className="row-label">{row.name}</span>
      {tag ? <span className="row-tag">{t(tag)}</span> : null}
    </button>
  );
}

/** Wallet rows, all in the DOM: for short lists (AllWallets virtualises its own). */
export function WalletList({ items, disabled = false }: { items: readonly WalletRow[]; disabled?: boolean }) {
  return (
    <ul className="list">
      {items.map((item) => (
        <li key={`${item.kind}:${item.id}`}>
          <WalletRowButton row={item} disabled={disabled} />
        </li>
      ))}
    </ul>
  );
}
