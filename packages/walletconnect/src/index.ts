export {
  publicRelayUrl,
  type WalletConnectConnectorOptions,
  type WalletConnectStorage,
} from './options.js';
export { createWalletConnectConnector, walletConnectConnectorId } from './walletConnectConnector.js';
