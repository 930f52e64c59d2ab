export { addressExplorerUrl, canSwitchToSmartAccount, initialAccountState } from './accountState.js';
export { accountTabs } from './accountTabs.js';
export { balancePolicy, displayBalance } from './balancePolicy.js';
