import type { Network } from '../../domain/networks/network.js';
import type { ResolvedPorticoOptions } from '../../instance/porticoOptions.js';
import type { PorticoStorage } from '../../instance/storage/storage.js';
import { networkStorageKeys } from './networkStorageKeys.js';

/** The active network at start: the default one, or the first network of the last used namespace. */
export function activeNetworkAtStart(options: ResolvedPorticoOptions, storage: PorticoStorage): Network {
  const { networks, defaultNetwork } = options;
  const lastUsed = storage.get(networkStorageKeys.lastUsedChain);
  return lastUsed && lastUsed !== defaultNetwork.chainNamespace
    ? (networks.find((network) => network.chainNamespace === lastUsed) ?? defaultNetwork)
    : defaultNetwork;
}
