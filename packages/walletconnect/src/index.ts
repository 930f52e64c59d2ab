export type { WalletConnectConnectorOptions, WalletConnectStorage } from './options.js';
export { createWalletConnectConnector, walletConnectConnectorId } from './walletConnectConnector.js';
