import { describe, expect, it } from 'vitest';
import { transactionAmountSign } from './amountSign.js';

describe('transactionAmountSign [§5 amount-sign]', () => {
  it.each([
    ['§5', 'receive', '+'],
    ['§5', 'deposit', '+'],
    ['§5', 'borrow', '+'],
    ['§5', 'claim', '+'],
    ['§5', 'withdraw', '-'],
    ['§5', 'repay', '-'],
    ['§5', 'burn', '-'],
    ['DECISIONS no sign', 'send', ''],
    ['DECISIONS no sign', 'trade', ''],
    ['DECISIONS no sign', 'approve', ''],
    ['DECISIONS no sign', 'mint', ''],
    ['DECISIONS no sign', 'execute', ''],
    ['§5 case matters', 'Receive', ''],
    ['§5 padded', ' burn', ''],
    ['§5 look-alike (Cyrillic е)', 'rеceive', ''],
    ['§5 empty', '', ''],
    ['§5 undefined', undefined, ''],
    ['§5 number', 1, ''],
    ['§5 array', ['receive'], ''],
    ['§5 huge', 'receive'.repeat(100_000), ''],
  ])('%s', (_section, operationType, sign) => {
    expect(transactionAmountSign(operationType)).toBe(sign);
  });
});
