import { describe, expect, it } from 'vitest';
import { validateSendCalls } from './sendCalls.js';

const to = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('validateSendCalls [§5 send-calls]', () => {
  it.each([
    ['§5 no entries', []],
    ['§5 to only', [{ to }]],
    ['§5 to and data', [{ to, data: '0xa9059cbb' }]],
    ['§5 empty data 0x', [{ to, data: '0x' }]],
    ['§5 value is not checked', [{ to, value: 1n }]],
    ['§5 several entries', [{ to }, { to: '0x', data: '0x00' }]],
  ])('%s passes', (_label, calls) => {
    expect(() => validateSendCalls(calls)).not.toThrow();
  });

  it.each([
    ['§5 missing to', [{ data: '0x' }], "Send-calls entry 0 needs a 'to' starting with 0x"],
    ['§5 empty to', [{ to: '' }], "Send-calls entry 0 needs a 'to' starting with 0x"],
    ['§5 to without 0x', [{ to: to.slice(2) }], "Send-calls entry 0 needs a 'to' starting with 0x"],
    ['§5 to with 0X', [{ to: `0X${to.slice(2)}` }], "Send-calls entry 0 needs a 'to' starting with 0x"],
    ['§5 to as a number', [{ to: 0x1234 }], "Send-calls entry 0 needs a 'to' starting with 0x"],
    ['§5 to null', [{ to: null }], "Send-calls entry 0 needs a 'to' starting with 0x"],
    [
      '§5 to with fullwidth 0',
      [{ to: `０x${to.slice(2)}` }],
      "Send-calls entry 0 needs a 'to' starting with 0x",
    ],
    [
      '§5 to with Cyrillic х',
      [{ to: `0х${to.slice(2)}` }],
      "Send-calls entry 0 needs a 'to' starting with 0x",
    ],
    [
      '§5 to after a zero-width space',
      [{ to: `\u200b${to}` }],
      "Send-calls entry 0 needs a 'to' starting with 0x",
    ],
    ['§5 second entry bad', [{ to }, { to: 'abc' }], "Send-calls entry 1 needs a 'to' starting with 0x"],
    ['§5 empty data', [{ to, data: '' }], "Send-calls entry 0 has 'data' that does not start with 0x"],
    [
      '§5 data without 0x',
      [{ to, data: 'a9059cbb' }],
      "Send-calls entry 0 has 'data' that does not start with 0x",
    ],
    ['§5 data null', [{ to, data: null }], "Send-calls entry 0 has 'data' that does not start with 0x"],
    ['§5 data as bytes', [{ to, data: [0xa9] }], "Send-calls entry 0 has 'data' that does not start with 0x"],
    ['§5 entry null', [null], 'Send-calls entry 0 must be an object'],
    ['§5 entry a string', [to], 'Send-calls entry 0 must be an object'],
    ['§5 not a list: string', '', 'Send-calls must be a list of calls'],
    ['§5 not a list: number', 1, 'Send-calls must be a list of calls'],
    ['§5 not a list: null', null, 'Send-calls must be a list of calls'],
    ['§5 not a list: undefined', undefined, 'Send-calls must be a list of calls'],
    ['§5 not a list: object', { to }, 'Send-calls must be a list of calls'],
  ])('%s throws a TypeError', (_label, calls, message) => {
    expect(() => validateSendCalls(calls)).toThrow(new TypeError(message));
  });

  it('§5 checks 1 MB data without hanging', () => {
    const data = `0x${'a'.repeat(1_000_000)}`;
    expect(() => validateSendCalls([{ to, data }])).not.toThrow();
    expect(() => validateSendCalls([{ to, data: data.slice(2) }])).toThrow(TypeError);
  });
});
