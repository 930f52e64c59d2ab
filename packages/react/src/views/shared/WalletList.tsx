import type { ConnectListItem, ConnectListKind } from '@portico/core';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { WalletImage } from './WalletImage.js';

const tags: Partial<Record<ConnectListKind, string>> = { recent: 'Recent', injected: 'Installed' };

/** Wallet rows; picking one hands it to core, which shows its connecting view and connects. */
export function WalletList({
  items,
  disabled = false,
}: {
  items: readonly ConnectListItem[];
  disabled?: boolean;
}) {
  const portico = usePorticoInstance();
  return (
    <ul className="list">
      {items.map((item) => (
        <li key={`${item.kind}:${item.id}`}>
          <button
            type="button"
            className="row"
            disabled={disabled}
            onClick={() => void portico.connectWallet(item)}
          >
            <WalletImage name={item.name} src={item.imageUrl} />
            <span className="row-label">{item.name}</span>
            {tags[item.kind] ? <span className="row-tag">{tags[item.kind]}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
