import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../shared/errors/catalogue.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { assertTransactionsAccount } from './transactionsAccount.js';

describe('assertTransactionsAccount [§5 transactions-account]', () => {
  it.each([
    ['§5 EVM address', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    ['§5 Solana address', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'],
    ['§5 huge address is the API’s to reject', 'a'.repeat(1_000_000)],
  ])('%s passes', (_section, accountAddress) => {
    expect(() => assertTransactionsAccount(accountAddress)).not.toThrow();
  });

  it.each([
    ['§5 undefined', undefined],
    ['§5 null', null],
    ['§5 empty', ''],
    ['§5 blank', '  \n'],
    ['§5 no-break spaces only', '\u00a0\u2003'],
    ['§5 number', 0x1234],
    ['§5 object', { address: '0x1' }],
    ['§5 array', ['0x1']],
  ])('%s throws', (_section, accountAddress) => {
    const run = () => assertTransactionsAccount(accountAddress);
    expect(run).toThrow(PorticoError);
    expect(run).toThrow(
      expect.objectContaining({
        code: 'TRANSACTIONS_ACCOUNT_REQUIRED',
        message: errorCatalogue.TRANSACTIONS_ACCOUNT_REQUIRED,
      }),
    );
  });
});
