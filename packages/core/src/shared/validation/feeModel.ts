/** The gas fee fields of a transaction: legacy `gasPrice` or the two EIP-1559 fields. */
export interface FeeModel {
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
}

/**
 * §5: gasPrice cannot be mixed with maxFeePerGas or maxPriorityFeePerGas, and the priority fee
 * cannot exceed the max fee. The spec gives no messages; these name the fields involved.
 * Negative fees are rejected too: no chain accepts them.
 */
export function validateFeeModel({ gasPrice, maxFeePerGas, maxPriorityFeePerGas }: FeeModel): void {
  for (const [field, fee] of Object.entries({ gasPrice, maxFeePerGas, maxPriorityFeePerGas })) {
    if (fee !== undefined && fee < 0n) throw new RangeError(`${field} cannot be negative`);
  }
  if (gasPrice !== undefined && (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined)) {
    throw new TypeError('gasPrice cannot be combined with maxFeePerGas or maxPriorityFeePerGas');
  }
  if (
    maxFeePerGas !== undefined &&
    maxPriorityFeePerGas !== undefined &&
    maxPriorityFeePerGas > maxFeePerGas
  ) {
    throw new RangeError(
      `maxPriorityFeePerGas (${maxPriorityFeePerGas}) cannot be higher than maxFeePerGas (${maxFeePerGas})`,
    );
  }
}
