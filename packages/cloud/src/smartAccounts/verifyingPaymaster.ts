import { type Address, concat, encodeAbiParameters, type Hex, keccak256, slice } from 'viem';
import { toPackedUserOperation } from 'viem/account-abstraction';
import type { SponsoredUserOperation } from './rpcUserOperation.js';

/**
 * The v0.8 sample VerifyingPaymaster (eth-infinitism's `VerifyingPaymaster.sol`, pragma 0.8.28, built on
 * `@account-abstraction/contracts` 0.8.0 — the package itself does not ship the samples):
 *
 *   paymasterAndData = paymaster (20) | paymasterVerificationGasLimit (16) | paymasterPostOpGasLimit (16)
 *                      | abi.encode(uint48 validUntil, uint48 validAfter) (64) | signature (65)
 *
 * and the signer signs, EIP-191 (`toEthSignedMessageHash`), `getHash(userOp, validUntil, validAfter)` =
 *
 *   keccak256(abi.encode(sender, nonce, keccak256(initCode), keccak256(callData), accountGasLimits,
 *     uint256(paymasterAndData[20:52]), preVerificationGas, gasFees, block.chainid, paymaster, validUntil, validAfter))
 *
 * over the operation as the bundler packs it (initCode = factory | factoryData, as sent).
 */
export interface PaymasterTerms {
  chainId: number;
  paymaster: Address;
  paymasterVerificationGasLimit: bigint;
  paymasterPostOpGasLimit: bigint;
  /** Seconds since the epoch (uint48); 0 for validAfter: valid at once. */
  validUntil: number;
  validAfter: number;
}

/** `getHash` of the contract, before the EIP-191 prefix. */
export function verifyingPaymasterHash(userOp: SponsoredUserOperation, terms: PaymasterTerms): Hex {
  // Lower-case: the ABI encoder refuses a mixed-case address whose checksum is wrong; the bytes are the same.
  const packed = toPackedUserOperation({
    ...userOp,
    sender: userOp.sender.toLowerCase() as Address,
    signature: '0x',
    paymaster: terms.paymaster.toLowerCase() as Address,
    paymasterVerificationGasLimit: terms.paymasterVerificationGasLimit,
    paymasterPostOpGasLimit: terms.paymasterPostOpGasLimit,
    paymasterData: '0x',
  });
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
        BigInt(slice(packed.paymasterAndData, 20, 52)),
        packed.preVerificationGas,
        packed.gasFees,
        BigInt(terms.chainId),
        terms.paymaster.toLowerCase() as Address,
        terms.validUntil,
        terms.validAfter,
      ],
    ),
  );
}

/** `paymasterData` (what follows the paymaster's two gas limits): the validity window and the signature. */
export function encodePaymasterData(validUntil: number, validAfter: number, signature: Hex): Hex {
  return concat([
    encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [validUntil, validAfter]),
    signature,
  ]);
}

/**
 * A signature for gas estimation (`pm_getPaymasterStubData`): a real signature (of keccak256('portico paymaster
 * stub') by a throw-away key), so the contract's ECDSA recovers an address — not the signer's — and answers
 * "signature failed" instead of reverting.
 */
export const stubSignature: Hex =
  '0x9420cfcec1fab3bf3fcd3e43dc6aec9dafe94c7d9f6b0605ff4542896f165f265fa760923d85d657304f6a26a9455f67321a4abb79c6fea03632737be20db8ed1b';
