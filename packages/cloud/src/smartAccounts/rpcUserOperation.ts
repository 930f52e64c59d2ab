import type { Address, Hex } from 'viem';

/** The fields of an ERC-4337 v0.8 UserOperation the paymaster signs over, read from its JSON-RPC form. */
export interface SponsoredUserOperation {
  sender: Address;
  nonce: bigint;
  /** A factory address, or `0x7702` (an EIP-7702 account); absent for a deployed account. */
  factory?: Hex;
  factoryData?: Hex;
  callData: Hex;
  callGasLimit: bigint;
  verificationGasLimit: bigint;
  preVerificationGas: bigint;
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
  paymasterVerificationGasLimit?: bigint;
  paymasterPostOpGasLimit?: bigint;
}

const uint128Max = 2n ** 128n - 1n;
const uint256Max = 2n ** 256n - 1n;
const address = /^0x[0-9a-fA-F]{40}$/;
const bytes = /^0x(?:[0-9a-fA-F]{2})*$/;
/** A hex number of at most 32 bytes; leading zeros are accepted (some clients pad). */
const quantity = /^0x[0-9a-fA-F]{1,64}$/;
/** Most bytes of callData or factoryData (a batch of calls fits; the proxy's body limit is the outer bound). */
const maxDataBytes = 256 * 1024;

/** A malformed UserOperation; the message names the field (answered as -32602 invalid params). */
export class UserOperationError extends Error {
  override readonly name = 'UserOperationError';
}

function readQuantity(
  op: Record<string, unknown>,
  key: string,
  max: bigint,
  required: boolean,
): bigint | undefined {
  const value = op[key];
  if (value === undefined || value === null) {
    if (required) throw new UserOperationError(`userOp.${key} is required`);
    return undefined;
  }
  if (typeof value !== 'string' || !quantity.test(value)) {
    throw new UserOperationError(`userOp.${key} must be a hex quantity`);
  }
  const number = BigInt(value);
  if (number > max) throw new UserOperationError(`userOp.${key} is out of range`);
  return number;
}

function readBytes(op: Record<string, unknown>, key: string, required: boolean): Hex | undefined {
  const value = op[key];
  if (value === undefined || value === null) {
    if (required) throw new UserOperationError(`userOp.${key} is required`);
    return undefined;
  }
  if (typeof value !== 'string' || !bytes.test(value) || value.length > 2 + 2 * maxDataBytes) {
    throw new UserOperationError(`userOp.${key} must be hex bytes of at most ${maxDataBytes} bytes`);
  }
  return value as Hex;
}

/** Reads the first parameter of `pm_getPaymasterStubData` / `pm_getPaymasterData`; throws `UserOperationError`. */
export function readUserOperation(value: unknown): SponsoredUserOperation {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new UserOperationError('userOp must be an object');
  }
  const op = value as Record<string, unknown>;
  if (typeof op.sender !== 'string' || !address.test(op.sender)) {
    throw new UserOperationError('userOp.sender must be an address');
  }
  const factory = op.factory;
  if (
    factory !== undefined &&
    factory !== null &&
    (typeof factory !== 'string' || !(address.test(factory) || factory === '0x7702'))
  ) {
    throw new UserOperationError('userOp.factory must be an address or 0x7702');
  }
  const factoryData = readBytes(op, 'factoryData', false);
  const gas = (key: string) => readQuantity(op, key, uint128Max, false) ?? 0n;
  const paymasterVerificationGasLimit = readQuantity(op, 'paymasterVerificationGasLimit', uint128Max, false);
  const paymasterPostOpGasLimit = readQuantity(op, 'paymasterPostOpGasLimit', uint128Max, false);
  return {
    sender: op.sender as Address,
    nonce: readQuantity(op, 'nonce', uint256Max, true) as bigint,
    ...(typeof factory === 'string' ? { factory: factory as Hex } : {}),
    ...(factoryData === undefined ? {} : { factoryData }),
    callData: readBytes(op, 'callData', true) as Hex,
    callGasLimit: gas('callGasLimit'),
    verificationGasLimit: gas('verificationGasLimit'),
    // preVerificationGas is a uint256 on the wire and in the packed operation.
    preVerificationGas: readQuantity(op, 'preVerificationGas', uint256Max, false) ?? 0n,
    maxFeePerGas: gas('maxFeePerGas'),
    maxPriorityFeePerGas: gas('maxPriorityFeePerGas'),
    ...(paymasterVerificationGasLimit === undefined ? {} : { paymasterVerificationGasLimit }),
    ...(paymasterPostOpGasLimit === undefined ? {} : { paymasterPostOpGasLimit }),
  };
}
