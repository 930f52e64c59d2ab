import { sessionMessagePart } from '@portico/core';
import { useT } from '../../hooks/useT.js';
import { DisconnectButton } from '../shared/DisconnectButton.js';
import { NetworkList } from '../shared/NetworkList.js';

/** The wallet is on a chain the app does not know: pick a supported network or disconnect. */
export function UnsupportedChainView() {
  const t = useT(sessionMessagePart);
  return (
    <div className="view stack">
      <p className="muted">{t('network.unsupported')}</p>
      <NetworkList />
      <DisconnectButton />
    </div>
  );
}
