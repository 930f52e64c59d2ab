export { createSolanaAdapter, type SolanaAdapter, type SolanaAdapterOptions } from './createSolanaAdapter.js';
export type { SolanaTransaction, SolanaTransactionCall } from './solanaTransaction.js';
export type { TokenBalance } from './tokenBalances.js';
export type { SolanaProvider } from './walletFeatures.js';
export { createWalletStandardConnector, walletStandardConnectorId } from './walletStandardConnector.js';
