import { describe, expect, it } from 'vitest';
import * as api from './index.js';

describe('the public API of @portico/evm', () => {
  it('exports exactly these names at run time: a change here is a deliberate change of the API', () => {
    expect(Object.keys(api).sort()).toEqual([
      'createEvmAdapter',
      'createInjectedConnector',
      'getConnection',
      'sendCalls',
      'sendTransaction',
      'waitForCallsStatus',
      'waitForTransactionReceipt',
      'watchConnection',
      'withWagmi',
    ]);
  });
});
