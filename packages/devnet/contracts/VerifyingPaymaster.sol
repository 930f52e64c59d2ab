// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {BasePaymaster} from "@account-abstraction/contracts/core/BasePaymaster.sol";
import {_packValidationData} from "@account-abstraction/contracts/core/Helpers.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

/// @notice The devnet's sponsoring paymaster, with the layout and hash of eth-infinitism's v0.8 sample
/// VerifyingPaymaster (which the contracts package 0.8.0 does not ship): it pays for any UserOperation
/// that an off-chain signer (Portico Cloud) approved.
///
/// paymasterAndData = paymaster (20 bytes) | paymasterVerificationGasLimit (16) | postOpGasLimit (16)
///                  | abi.encode(uint48 validUntil, uint48 validAfter) (64) | signature (64 or 65)
/// The signature is an EIP-191 personal signature (`signMessage` of the 32 raw bytes) of `getHash`.
///
/// Differences from the sample: the owner (who may withdraw the deposit and stake) is a constructor argument,
/// so the contract can come from a CREATE2 factory at the same address on every chain; a malformed signature
/// fails validation instead of reverting.
contract VerifyingPaymaster is BasePaymaster {
    address public immutable verifyingSigner;

    uint256 private constant VALID_TIMESTAMP_OFFSET = PAYMASTER_DATA_OFFSET;
    uint256 private constant SIGNATURE_OFFSET = VALID_TIMESTAMP_OFFSET + 64;

    constructor(IEntryPoint entryPoint_, address verifyingSigner_, address owner_) BasePaymaster(entryPoint_) {
        verifyingSigner = verifyingSigner_;
        _transferOwnership(owner_);
    }

    /// @notice What the signer signs: every field of the UserOperation but the signature and the paymaster's own
    /// data (the paymaster gas limits are included), the chain, this paymaster and the validity window.
    function getHash(PackedUserOperation calldata userOp, uint48 validUntil, uint48 validAfter)
        public
        view
        returns (bytes32)
    {
        return keccak256(
            abi.encode(
                userOp.sender,
                userOp.nonce,
                keccak256(userOp.initCode),
                keccak256(userOp.callData),
                userOp.accountGasLimits,
                uint256(bytes32(userOp.paymasterAndData[PAYMASTER_VALIDATION_GAS_OFFSET:PAYMASTER_DATA_OFFSET])),
                userOp.preVerificationGas,
                userOp.gasFees,
                block.chainid,
                address(this),
                validUntil,
                validAfter
            )
        );
    }

    function parsePaymasterAndData(bytes calldata paymasterAndData)
        public
        pure
        returns (uint48 validUntil, uint48 validAfter, bytes calldata signature)
    {
        (validUntil, validAfter) = abi.decode(paymasterAndData[VALID_TIMESTAMP_OFFSET:SIGNATURE_OFFSET], (uint48, uint48));
        signature = paymasterAndData[SIGNATURE_OFFSET:];
    }

    function _validatePaymasterUserOp(PackedUserOperation calldata userOp, bytes32, uint256)
        internal
        view
        override
        returns (bytes memory context, uint256 validationData)
    {
        (uint48 validUntil, uint48 validAfter, bytes calldata signature) = parsePaymasterAndData(userOp.paymasterAndData);
        require(signature.length == 64 || signature.length == 65, "VerifyingPaymaster: bad signature length");
        bytes32 hash = MessageHashUtils.toEthSignedMessageHash(getHash(userOp, validUntil, validAfter));
        (address recovered, ECDSA.RecoverError recoverError,) = ECDSA.tryRecover(hash, signature);
        bool failed = recoverError != ECDSA.RecoverError.NoError || recovered != verifyingSigner;
        return ("", _packValidationData(failed, validUntil, validAfter));
    }
}
