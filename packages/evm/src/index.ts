export { addChainParameters } from './addChainParameters.js';
export { browserStorage, type KeyValueStorage } from './browserStorage.js';
export { createEvmAdapter, type EvmAdapter, type EvmAdapterOptions } from './createEvmAdapter.js';
export { createWagmiConfig, wagmiStorageKey } from './createWagmiConfig.js';
export { evmTransport, fallbackTransportOptions, httpTransportOptions } from './evmTransport.js';
export { toViemChain } from './toViemChain.js';
export { toWalletError, WalletRequestError } from './walletError.js';
