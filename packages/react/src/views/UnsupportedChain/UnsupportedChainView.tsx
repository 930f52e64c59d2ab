import { DisconnectButton } from '../shared/DisconnectButton.js';
import { NetworkList } from '../shared/NetworkList.js';

/** The wallet is on a chain the app does not know: pick a supported network or disconnect. */
export function UnsupportedChainView() {
  return (
    <div className="view stack">
      <p className="muted">
        This app doesn't support your current network. Switch to an available option to continue.
      </p>
      <NetworkList />
      <DisconnectButton />
    </div>
  );
}
