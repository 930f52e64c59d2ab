import { errorMessage, type RouteData } from '@portico/core';
import { useState } from 'react';
import { usePorticoInstance } from '../../context/PorticoContext.js';

const familyNames: Record<RouteData['SwitchActiveChain']['switchToChain'], string> = {
  eip155: 'EVM',
  solana: 'Solana',
  polkadot: 'Polkadot',
  bip122: 'Bitcoin',
  cosmos: 'Cosmos',
};

/** Switching to another chain family: the connected wallet does not serve it, so the user confirms. */
export function SwitchActiveChainView({ data }: { data: RouteData['SwitchActiveChain'] }) {
  const portico = usePorticoInstance();
  const [failure, setFailure] = useState<string>();
  const family = familyNames[data.switchToChain];
  const confirm = async () => {
    setFailure(undefined);
    try {
      if (data.network) await portico.switchActiveNetwork(data.network);
      if (data.navigateTo)
        portico.navigate(data.navigateTo, undefined, { replace: data.navigateWithReplace });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <div className="view center">
      <p>Switch to {family}</p>
      <p className="muted">
        The connected wallet doesn't support {family} networks. Continue to connect a wallet that does.
      </p>
      {failure ? (
        <p className="error-text" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="button" className="primary" onClick={confirm}>
        Switch
      </button>
    </div>
  );
}
