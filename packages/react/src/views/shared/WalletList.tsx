import type { Connector } from '@portico/core';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { WalletImage } from './WalletImage.js';

/** Wallet rows; picking one shows its connecting view and asks core to connect. */
export function WalletList({
  connectors,
  disabled = false,
}: {
  connectors: readonly Connector[];
  disabled?: boolean;
}) {
  const portico = usePorticoInstance();
  const pick = (connector: Connector) => {
    if (connector.type === 'WALLET_CONNECT') {
      portico.navigate('ConnectingWalletConnect', { walletId: connector.explorerId });
      return;
    }
    portico.navigate('ConnectingExternal', { connectorId: connector.id });
    // The outcome (account or error) arrives through the state.
    portico.connect(connector.id, { namespace: connector.chain }).catch(() => {});
  };
  return (
    <ul className="list">
      {connectors.map((connector) => (
        <li key={`${connector.chain}:${connector.id}`}>
          <button type="button" className="row" disabled={disabled} onClick={() => pick(connector)}>
            <WalletImage connector={connector} />
            <span className="row-label">{connector.name}</span>
            {connector.type === 'ANNOUNCED' || connector.type === 'INJECTED' ? (
              <span className="row-tag">Installed</span>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
