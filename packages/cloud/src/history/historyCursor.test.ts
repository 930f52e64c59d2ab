import { describe, expect, it } from 'vitest';
import { decodeHistoryCursor, encodeHistoryCursor } from './historyCursor.js';

describe('the history cursor', () => {
  it('round-trips a position', () => {
    const position = { minedAt: 1_700_000_000_000, chainId: 'eip155:31337', blockNumber: 42, txIndex: 3 };
    expect(decodeHistoryCursor(encodeHistoryCursor(position))).toEqual(position);
  });

  it('rejects what it did not make', () => {
    for (const cursor of [
      'x',
      Buffer.from('[1,2,3]').toString('base64url'),
      Buffer.from('[-1,"a",1,1]').toString('base64url'),
    ]) {
      expect(decodeHistoryCursor(cursor)).toBeUndefined();
    }
  });
});
