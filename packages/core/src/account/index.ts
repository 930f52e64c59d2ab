export { addressExplorerUrl, canSwitchToSmartAccount, initialAccountState } from './accountState.js';
