import { type ChainNamespace, isChainNamespace } from '../../domain/caip/chainNamespace.js';
import { commaListKey, jsonKey } from '../../instance/storage/storageKey.js';

/** §3 the last used namespace and the smart-account-enabled networks. */
export const networkStorageKeys = {
  lastUsedChain: jsonKey<ChainNamespace>('lastUsedChain', isChainNamespace),
  smartAccountEnabledNetworks: commaListKey('smartAccountEnabledNetworks'),
} as const;
