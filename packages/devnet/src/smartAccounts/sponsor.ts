import {
  type Address,
  concat,
  encodeAbiParameters,
  type Hex,
  keccak256,
  type LocalAccount,
  pad,
  toHex,
} from 'viem';
import {
  type GetPaymasterDataParameters,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction';

/** The paymaster gas limits the development sponsor asks for (VerifyingPaymaster validates in ~30k gas, has no postOp). */
export const paymasterVerificationGasLimit = 60_000n;
export const paymasterPostOpGasLimit = 1n;

export interface ValidityWindow {
  /** Last second the sponsorship is valid (0: no end). */
  validUntil: number;
  /** First second it is valid. */
  validAfter: number;
}

/** The UserOperation fields the paymaster's hash covers (a v0.8 UserOperation, paymaster fields excluded). */
type SponsoredOperation = Omit<
  UserOperation<'0.8'>,
  'paymaster' | 'paymasterData' | 'paymasterVerificationGasLimit' | 'paymasterPostOpGasLimit' | 'signature'
>;

/**
 * VerifyingPaymaster.getHash, computed off chain as the cloud computes it (README, "The verifying paymaster"):
 * keccak256 of the ABI encoding of sender, nonce, keccak(initCode), keccak(callData), accountGasLimits, the
 * paymaster's two gas limits as one uint256, preVerificationGas, gasFees, chain id, paymaster, validUntil, validAfter.
 */
export function paymasterHash(
  operation: SponsoredOperation,
  context: { chainId: number; paymaster: Address } & ValidityWindow,
): Hex {
  const packed = toPackedUserOperation({
    ...operation,
    paymaster: context.paymaster,
    paymasterVerificationGasLimit,
    paymasterPostOpGasLimit,
    paymasterData: '0x',
    signature: '0x',
  } as UserOperation<'0.8'>);
  const paymasterGasLimits = concat([
    pad(toHex(paymasterVerificationGasLimit), { size: 16 }),
    pad(toHex(paymasterPostOpGasLimit), { size: 16 }),
  ]);
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint48' },
        { type: 'uint48' },
      ],
      [
        packed.sender,
        packed.nonce,
        keccak256(packed.initCode),
        keccak256(packed.callData),
        packed.accountGasLimits,
        BigInt(paymasterGasLimits),
        packed.preVerificationGas,
        packed.gasFees,
        BigInt(context.chainId),
        context.paymaster,
        context.validUntil,
        context.validAfter,
      ],
    ),
  );
}

/** `paymasterData`: abi.encode(validUntil, validAfter), then the signature. */
function paymasterData(window: ValidityWindow, signature: Hex): Hex {
  const validity = encodeAbiParameters(
    [{ type: 'uint48' }, { type: 'uint48' }],
    [window.validUntil, window.validAfter],
  );
  return concat([validity, signature]);
}

/**
 * The `paymaster` of viem's bundler client that sponsors through `paymaster`, signing with `signer` (the devnet's
 * paymaster signer, or another key in the refusal tests): a stub for gas estimation, then the signature over the
 * estimated UserOperation. For tests that stand in for Portico Cloud's paymaster service (which signs the same way).
 */
export function verifyingPaymaster(
  paymaster: Address,
  signer: LocalAccount,
  window: ValidityWindow = { validUntil: 0, validAfter: 0 },
) {
  const fields = { paymaster, paymasterVerificationGasLimit, paymasterPostOpGasLimit };
  return {
    async getPaymasterStubData() {
      // A well-formed signature by nobody in particular: validation fails without reverting, as estimation needs.
      return { ...fields, paymasterData: paymasterData(window, `0x${'11'.repeat(64)}1b`) };
    },
    async getPaymasterData(parameters: GetPaymasterDataParameters) {
      // Called with the estimated v0.8 UserOperation: every gas field is set by now.
      const operation = parameters as SponsoredOperation;
      const hash = paymasterHash(operation, { chainId: parameters.chainId, paymaster, ...window });
      const signature = await signer.signMessage({ message: { raw: hash } });
      return { ...fields, paymasterData: paymasterData(window, signature) };
    },
  };
}
