import type { ConnectListItem, ConnectListKind } from '@portico/core';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { WalletImage } from './WalletImage.js';

const tags: Partial<Record<ConnectListKind, string>> = { recent: 'Recent', injected: 'Installed' };

/** Wallet rows; picking one shows its connecting view and asks core to connect. */
export function WalletList({
  items,
  disabled = false,
}: {
  items: readonly ConnectListItem[];
  disabled?: boolean;
}) {
  const portico = usePorticoInstance();
  const pick = (item: ConnectListItem) => {
    const { activeNamespace } = portico.getState().connection;
    const connector =
      item.connectors.find((candidate) => candidate.chain === activeNamespace) ?? item.connectors[0];
    if (!connector || connector.type === 'WALLET_CONNECT') {
      portico.navigate('ConnectingWalletConnect', { walletId: item.id });
      return;
    }
    portico.navigate('ConnectingExternal', { connectorId: connector.id });
    // The outcome (the account, or the error with retry) arrives through the state.
    portico.connect(connector.id, { namespace: connector.chain }).catch(() => {});
  };
  return (
    <ul className="list">
      {items.map((item) => (
        <li key={`${item.kind}:${item.id}`}>
          <button type="button" className="row" disabled={disabled} onClick={() => pick(item)}>
            <WalletImage name={item.name} src={item.imageUrl} />
            <span className="row-label">{item.name}</span>
            {tags[item.kind] ? <span className="row-tag">{tags[item.kind]}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
