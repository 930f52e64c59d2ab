import { constants, type Network, PorticoError } from '@portico/core';
import { type Config, createConfig, createStorage, injected } from '@wagmi/core';
import type { KeyValueStorage } from './browserStorage.js';
import { evmTransport } from './evmTransport.js';
import { toViemChain } from './toViemChain.js';

/** wagmi's state is stored under this prefix, apart from a dApp's own wagmi config (`wagmi.*`). */
export const wagmiStorageKey = 'portico.wagmi';

/**
 * The wagmi config behind the EVM adapter, shared with a dApp's wagmi hooks: the eip155 networks as
 * chains with their §9 transports, EIP-6963 discovery plus the legacy `injected()` connector. In Node it
 * touches no browser global: wagmi checks `typeof window` and the storage resolves `localStorage` per call.
 */
export function createWagmiConfig(networks: readonly Network[], storage: KeyValueStorage): Config {
  const evmNetworks = networks.filter((network) => network.chainNamespace === 'eip155');
  const [first, ...others] = evmNetworks.map(toViemChain);
  if (first === undefined) throw new PorticoError('CHAIN_NOT_CONFIGURED');
  return createConfig({
    chains: [first, ...others],
    transports: Object.fromEntries(
      evmNetworks.map((network) => [Number(network.id), evmTransport(network.rpcUrls.default.http)]),
    ),
    connectors: [injected()],
    multiInjectedProviderDiscovery: true,
    storage: createStorage({ key: wagmiStorageKey, storage }),
    batch: { multicall: { batchSize: constants.rpc.multicallBatchBytes } },
  });
}
