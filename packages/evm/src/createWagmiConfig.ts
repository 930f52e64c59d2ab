import { constants, type Network, PorticoError } from '@portico/core';
import { type Config, createConfig } from '@wagmi/core';
import { networkTransport } from './evmTransport.js';
import { toViemChain } from './toViemChain.js';

/**
 * The wagmi config behind the EVM adapter, shared with a dApp's wagmi hooks: the eip155 networks as chains
 * with their §9 transports. It discovers nothing and stores nothing: core is the one record of what is
 * connected, and the adapter mirrors core's connections into it.
 */
export function createWagmiConfig(networks: readonly Network[]): Config {
  const evmNetworks = networks.filter((network) => network.chainNamespace === 'eip155');
  const [first, ...others] = evmNetworks.map(toViemChain);
  if (first === undefined) throw new PorticoError('CHAIN_NOT_CONFIGURED');
  return createConfig({
    chains: [first, ...others],
    transports: Object.fromEntries(
      evmNetworks.map((network) => [Number(network.id), networkTransport(network)]),
    ),
    connectors: [],
    multiInjectedProviderDiscovery: false,
    storage: null,
    batch: { multicall: { batchSize: constants.rpc.multicallBatchBytes } },
  });
}
