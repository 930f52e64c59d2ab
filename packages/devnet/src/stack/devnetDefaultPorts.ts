import { type Network, porticoDevnet, porticoTestnet } from '@portico/core';

const portOf = (network: Network): number => Number(new URL(network.rpcUrls.default.http[0] ?? '').port);

/**
 * Default loopback ports of the devnet's two anvil chains (overridable when starting the devnet): the ports of
 * core's `porticoDevnet()` and `porticoTestnet()`, the networks a dApp reaches the devnet by.
 */
export const devnetDefaultPorts = {
  porticoDevnet: portOf(porticoDevnet()),
  porticoTestnet: portOf(porticoTestnet()),
} as const;
