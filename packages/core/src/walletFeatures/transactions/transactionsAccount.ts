import { PorticoError } from '../../shared/errors/PorticoError.js';

/** §5: fetching transactions requires an account address (a non-blank string). */
export function assertTransactionsAccount(accountAddress: unknown): asserts accountAddress is string {
  if (typeof accountAddress !== 'string' || accountAddress.trim() === '') {
    throw new PorticoError('TRANSACTIONS_ACCOUNT_REQUIRED');
  }
}
