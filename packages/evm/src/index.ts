// Re-exported so a dApp reads the adapter's wagmi config with this package's copy of @wagmi/core (one wagmi instance).
export {
  type GetConnectionReturnType,
  getConnection,
  sendCalls,
  sendTransaction,
  waitForCallsStatus,
  waitForTransactionReceipt,
  watchConnection,
} from '@wagmi/core';
export { createEvmAdapter, type EvmAdapter, type EvmAdapterOptions } from './createEvmAdapter.js';
export { createInjectedConnector } from './injectedConnector.js';
export { type WagmiEvmAdapter, withWagmi } from './withWagmi.js';
