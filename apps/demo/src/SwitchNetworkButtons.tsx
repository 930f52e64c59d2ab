import type { Network } from '@portico/core';
import { useNetwork } from '@portico/react';

/** One button per network; picking one runs Portico's switching rules (the wallet is asked when connected). */
export function SwitchNetworkButtons({ networks }: { networks: readonly Network[] }) {
  const { caipNetworkId, switchNetwork } = useNetwork();
  return (
    <section aria-labelledby="switch-heading">
      <h2 id="switch-heading">Switch network</h2>
      {networks.map((network) => (
        <button
          key={network.caipNetworkId}
          type="button"
          disabled={network.caipNetworkId === caipNetworkId}
          onClick={() => {
            // A refused switch shows on the modal's switch view (with Retry); the page logs it too.
            switchNetwork(network).catch(console.error);
          }}
        >
          Switch to {network.name}
        </button>
      ))}
    </section>
  );
}
