import { describe, expect, it } from 'vitest';
import { decodeNodeError, revertReason } from './nodeErrors.js';
import { PorticoError } from './PorticoError.js';

/** A node's JSON-RPC error as a chain library wraps it: the library's error with the node's answer as its cause. */
const wrapped = (message: string, code = -32000, data?: string) =>
  Object.assign(new Error('RPC Request failed.'), {
    shortMessage: 'RPC Request failed.',
    cause: { code, message, data },
  });

/** `Error(string)` revert data for `reason`. */
function errorData(reason: string): string {
  const bytes = [...new TextEncoder().encode(reason)].map((b) => b.toString(16).padStart(2, '0')).join('');
  const word = (n: number) => n.toString(16).padStart(64, '0');
  return `0x08c379a0${word(32)}${word(reason.length)}${bytes.padEnd(Math.ceil(bytes.length / 64) * 64, '0')}`;
}

describe('decodeNodeError: §8 transaction-node errors', () => {
  it.each([
    [
      'insufficient funds for gas * price + value: have 0 want 21000000000000',
      'INSUFFICIENT_FUNDS',
      'Insufficient funds for gas and value',
    ],
    [
      'Insufficient funds for gas * price + value',
      'INSUFFICIENT_FUNDS',
      'Insufficient funds for gas and value',
    ],
    ['nonce too low', 'NONCE_TOO_LOW', 'Nonce is lower than the next nonce of the account'],
    [
      'nonce too low: next nonce 5, tx nonce 3',
      'NONCE_TOO_LOW',
      'Nonce is lower than the next nonce of the account',
    ],
    ['already known', 'NONCE_TOO_LOW', 'Nonce is lower than the next nonce of the account'],
    ['nonce too high', 'NONCE_TOO_HIGH', 'Nonce is higher than the next nonce of the account'],
    ['nonce has max value', 'NONCE_MAX_VALUE', 'Nonce has reached its maximum value'],
    [
      'max fee per gas less than block base fee: address 0x.., maxFeePerGas: 1, baseFee: 7',
      'FEE_CAP_TOO_LOW',
      'The fee cap is lower than the base fee of the block',
    ],
    [
      'max fee per gas higher than 2^256-1',
      'FEE_CAP_TOO_HIGH',
      'The fee cap is higher than the maximum the node allows',
    ],
    [
      'max priority fee per gas higher than max fee per gas',
      'TIP_ABOVE_FEE_CAP',
      'The priority fee is higher than the max fee per gas',
    ],
    ['intrinsic gas too low', 'INTRINSIC_GAS_TOO_LOW', 'Intrinsic gas is lower than the minimum required'],
    ['intrinsic gas too high', 'INTRINSIC_GAS_TOO_HIGH', 'Intrinsic gas is higher than the block gas limit'],
    ['transaction type not supported', 'TRANSACTION_TYPE_NOT_SUPPORTED', 'Transaction type is not supported'],
    ['execution reverted', 'EXECUTION_REVERTED', 'Execution reverted'],
  ])('%s → %s', (message, code, readable) => {
    const decoded = decodeNodeError(wrapped(message));
    expect(decoded).toBeInstanceOf(PorticoError);
    expect([decoded?.code, decoded?.message]).toEqual([code, readable]);
    expect(decoded?.cause).toBeDefined();
  });

  it('a revert carries the reason decoded from its Error(string) data', () => {
    const decoded = decodeNodeError(
      wrapped('execution reverted', 3, errorData('ERC20: transfer amount exceeds balance')),
    );
    expect(decoded?.message).toBe('Execution reverted: ERC20: transfer amount exceeds balance');
  });

  it('or the reason the node wrote in its message', () => {
    expect(decodeNodeError(wrapped('execution reverted: Ownable: caller is not the owner', 3))?.message).toBe(
      'Execution reverted: Ownable: caller is not the owner',
    );
  });

  it('a node error of no known kind is the unknown node error', () => {
    expect(decodeNodeError(wrapped('something odd happened', -32000))?.code).toBe('UNKNOWN_NODE_ERROR');
  });

  it('what is no node error is not decoded: a wallet rejection, a network failure, a Portico error', () => {
    expect(decodeNodeError({ code: 4001, message: 'User rejected the request.' })).toBeUndefined();
    expect(decodeNodeError(new TypeError('fetch failed'))).toBeUndefined();
    expect(decodeNodeError(new PorticoError('CONNECTION_REJECTED'))).toBeUndefined();
  });
});

describe('revertReason', () => {
  it('decodes Error(string) and Panic(uint256), and leaves custom errors alone', () => {
    expect(revertReason(errorData('too much'))).toBe('too much');
    expect(revertReason(`0x4e487b71${(0x11).toString(16).padStart(64, '0')}`)).toBe('panic 0x11');
    expect(revertReason('0x77209fe8')).toBeUndefined();
    expect(revertReason(undefined)).toBeUndefined();
  });
});
