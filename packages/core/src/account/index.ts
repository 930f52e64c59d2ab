export { addressExplorerUrl, canSwitchToSmartAccount, initialAccountState } from './accountState.js';
export { accountTabs } from './accountTabs.js';
