import { namespaceNames, type RouteData, selectSwitchError } from '@portico/core';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';

/** Switching to another chain family: the connected wallet does not serve it, so the user confirms. */
export function SwitchActiveChainView({ data }: { data: RouteData['SwitchActiveChain'] }) {
  const portico = usePorticoInstance();
  const error = usePorticoState(selectSwitchError);
  const family = namespaceNames[data.switchToChain];
  return (
    <div className="view center">
      <p>Switch to {family}</p>
      <p className="muted">
        The connected wallet doesn't support {family} networks. Continue to connect a wallet that does.
      </p>
      {error ? (
        <p className="error-text" role="alert">
          {error.message}
        </p>
      ) : null}
      <button type="button" className="primary" onClick={() => void portico.confirmNetworkSwitch()}>
        Switch
      </button>
    </div>
  );
}
