import { createNetworkGroupsSelector, type Network } from '@portico/core';
import { useState } from 'react';
import { useLogger, usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { NetworkImage } from './AssetImages.js';

/** The configured networks grouped by chain family; picking one runs core's switching rules (§2). */
export function NetworkList() {
  const portico = usePorticoInstance();
  const logger = useLogger();
  const t = useT();
  const [selectGroups] = useState(createNetworkGroupsSelector);
  const groups = usePorticoState(selectGroups);
  const active = usePorticoState((state) => state.networks.activeCaipNetwork.caipNetworkId);
  const pick = (network: Network) => {
    portico.switchNetwork(network).catch((error: unknown) => logger.error('Switching network failed', error));
  };
  return (
    <div className="stack">
      {groups.map((group) => (
        <ul key={group.namespace} className="list" aria-label={group.name}>
          {groups.length > 1 ? (
            <li className="group-heading" aria-hidden="true">
              {group.name}
            </li>
          ) : null}
          {group.networks.map((network) => (
            <li key={network.caipNetworkId}>
              <button
                type="button"
                className="row"
                aria-current={network.caipNetworkId === active ? 'true' : undefined}
                onClick={() => pick(network)}
              >
                <NetworkImage network={network} />
                <span className="row-label">{network.name}</span>
                {network.testnet ? <span className="row-tag">{t('common.testnet')}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
