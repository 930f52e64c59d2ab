import { describe, expect, it } from 'vitest';
import { validateFeeModel } from './feeModel.js';

describe('validateFeeModel [§5 fee-model]', () => {
  it.each([
    ['§5 no fees', {}],
    ['§5 legacy gasPrice', { gasPrice: 1_000_000_000n }],
    ['§5 zero gasPrice', { gasPrice: 0n }],
    ['§5 EIP-1559 max fee only', { maxFeePerGas: 30n }],
    ['§5 EIP-1559 priority fee only', { maxPriorityFeePerGas: 2n }],
    ['§5 priority fee below the max fee', { maxFeePerGas: 30n, maxPriorityFeePerGas: 2n }],
    ['§5 priority fee equal to the max fee', { maxFeePerGas: 30n, maxPriorityFeePerGas: 30n }],
    ['§5 huge values', { maxFeePerGas: 2n ** 256n, maxPriorityFeePerGas: 2n ** 255n }],
  ])('%s passes', (_label, fees) => {
    expect(() => validateFeeModel(fees)).not.toThrow();
  });

  const mixed = new TypeError('gasPrice cannot be combined with maxFeePerGas or maxPriorityFeePerGas');
  it.each([
    ['§5 gasPrice with maxFeePerGas', { gasPrice: 1n, maxFeePerGas: 2n }, mixed],
    ['§5 gasPrice with maxPriorityFeePerGas', { gasPrice: 1n, maxPriorityFeePerGas: 1n }, mixed],
    ['§5 gasPrice with both', { gasPrice: 1n, maxFeePerGas: 2n, maxPriorityFeePerGas: 1n }, mixed],
    ['§5 zero gasPrice with a zero max fee', { gasPrice: 0n, maxFeePerGas: 0n }, mixed],
    [
      '§5 priority fee above the max fee',
      { maxFeePerGas: 30n, maxPriorityFeePerGas: 31n },
      new RangeError('maxPriorityFeePerGas (31) cannot be higher than maxFeePerGas (30)'),
    ],
    ['§5 negative gasPrice', { gasPrice: -1n }, new RangeError('gasPrice cannot be negative')],
    ['§5 negative max fee', { maxFeePerGas: -1n }, new RangeError('maxFeePerGas cannot be negative')],
    [
      '§5 negative priority fee',
      { maxFeePerGas: 1n, maxPriorityFeePerGas: -1n },
      new RangeError('maxPriorityFeePerGas cannot be negative'),
    ],
  ])('%s throws', (_label, fees, error) => {
    expect(() => validateFeeModel(fees)).toThrow(error);
  });
});
