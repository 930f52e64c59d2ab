export { filterTransactions, isSpamTransaction, type TransactionFilter } from './spamFilter.js';
export type { Transaction, Transfer } from './transaction.js';
export { assertTransactionsAccount } from './transactionsAccount.js';
