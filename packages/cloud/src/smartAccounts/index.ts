export { createPaymasterService, type PaymasterService } from './paymasterService.js';
export { type ProjectSmartAccounts, projectSmartAccounts } from './smartAccountNetworks.js';
export { deleteSpendBefore, utcDay } from './sponsorshipSpend.js';
