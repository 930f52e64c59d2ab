import { describe, expect, it } from 'vitest';
import { errorText, nextPushId, rawTopLevelId, resultText } from './jsonRpc.js';

describe('rawTopLevelId', () => {
  it('reads the top-level id as written, whatever its position, spacing or size', () => {
    expect(rawTopLevelId('{"id":1763000000000000123456,"method":"m"}')).toBe('1763000000000000123456');
    expect(rawTopLevelId('{ "jsonrpc": "2.0", "id" : "a\\"b" }')).toBe('"a\\"b"');
    expect(rawTopLevelId('{"params":{"id":"inner"},"method":"id","id":7}')).toBe('7');
    expect(rawTopLevelId('{"params":["id", {"id": 1}]}')).toBeUndefined();
  });

  it('answers echo the raw id', () => {
    expect(resultText('99999999999999999999', ['x'])).toBe(
      '{"id":99999999999999999999,"jsonrpc":"2.0","result":["x"]}',
    );
    expect(errorText(undefined, { code: -32700, message: 'Parse error' })).toBe(
      '{"id":null,"jsonrpc":"2.0","error":{"code":-32700,"message":"Parse error"}}',
    );
  });
});

describe('nextPushId', () => {
  it('gives increasing safe integers even within one millisecond', () => {
    const ids = [nextPushId(1_700_000_000_000), nextPushId(1_700_000_000_000), nextPushId(1_699_999_999_999)];
    expect(ids[1]).toBeGreaterThan(ids[0] as number);
    expect(ids[2]).toBeGreaterThan(ids[1] as number);
    expect(ids.every(Number.isSafeInteger)).toBe(true);
  });
});
