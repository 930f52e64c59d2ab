import type { Network } from '@portico/core';
import { useLogger, usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';

/** The configured networks; picking one runs core's switching rules (§2). */
export function NetworkList() {
  const portico = usePorticoInstance();
  const logger = useLogger();
  const networks = usePorticoState((state) => state.networks.networks);
  const active = usePorticoState((state) => state.networks.activeCaipNetwork.caipNetworkId);
  const pick = (network: Network) => {
    portico.switchNetwork(network).catch((error: unknown) => logger.error('Switching network failed', error));
  };
  return (
    <ul className="list">
      {networks.map((network) => (
        <li key={network.caipNetworkId}>
          <button
            type="button"
            className="row"
            aria-current={network.caipNetworkId === active ? 'true' : undefined}
            onClick={() => pick(network)}
          >
            <span className="row-label">{network.name}</span>
            {network.testnet ? <span className="row-tag">Testnet</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
