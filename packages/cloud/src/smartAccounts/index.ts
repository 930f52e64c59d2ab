export { createPaymasterService } from './paymasterService.js';
export { projectSmartAccounts } from './smartAccountNetworks.js';
export { smartAccountsFromStack } from './smartAccountsFromStack.js';
export { deleteSpendBefore, utcDay } from './sponsorshipSpend.js';
