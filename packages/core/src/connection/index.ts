export { failedConnectStatus, isStoredConnectionStatus, reconnectAction, startStatus } from './status.js';
export { waitAtMost } from './waitAtMost.js';
export { walletErrorCode, walletErrorMessage } from './walletErrorMessage.js';
