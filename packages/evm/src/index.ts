// Re-exported so a dApp reads the adapter's wagmi config with this package's copy of @wagmi/core (one wagmi instance).
export { type GetConnectionReturnType, getConnection, watchConnection } from '@wagmi/core';
export { addChainParameters } from './addChainParameters.js';
export { browserStorage, type KeyValueStorage } from './browserStorage.js';
export { createEvmAdapter, type EvmAdapter, type EvmAdapterOptions } from './createEvmAdapter.js';
export { createWagmiConfig, wagmiStorageKey } from './createWagmiConfig.js';
export { evmTransport, fallbackTransportOptions, httpTransportOptions } from './evmTransport.js';
export { toViemChain } from './toViemChain.js';
export { toWalletError, WalletRequestError } from './walletError.js';
