import type { Network } from './network.js';

/** Default loopback ports of the devnet's two anvil chains (overridable when starting the devnet). */
const devnetDefaultPorts = { porticoDevnet: 8545, porticoTestnet: 8546 } as const;

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 };

function rpc(port: number): Network['rpcUrls'] {
  const http = [`http://127.0.0.1:${port}`];
  return { default: { http }, chainDefault: { http } };
}

/**
 * Chain 31337: a non-testnet stand-in for a mainnet, so fiat values and identity lookups run
 * (docs/decisions.md "Devnet networks").
 */
export function porticoDevnet(port: number = devnetDefaultPorts.porticoDevnet): Network {
  return {
    id: 31337,
    name: 'Portico Devnet',
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    nativeCurrency: ether,
    rpcUrls: rpc(port),
    testnet: false,
  };
}

/** Chain 31338: flagged testnet, so the "testnet shows 0.00" and identity rules are exercised. */
export function porticoTestnet(port: number = devnetDefaultPorts.porticoTestnet): Network {
  return {
    id: 31338,
    name: 'Portico Testnet',
    caipNetworkId: 'eip155:31338',
    chainNamespace: 'eip155',
    nativeCurrency: ether,
    rpcUrls: rpc(port),
    testnet: true,
  };
}
