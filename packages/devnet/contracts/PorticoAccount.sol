// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SimpleAccount} from "@account-abstraction/contracts/accounts/SimpleAccount.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {ERC1967Proxy} from "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {Create2} from "@openzeppelin/contracts/utils/Create2.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";

/// @notice The embedded wallet's ERC-4337 account on chains without EIP-7702: eth-infinitism's v0.8 SimpleAccount
/// (one owner key; UserOperations signed by the owner's EIP-712 signature of the UserOperation) plus ERC-1271, so
/// that what it signs (Sign-In with X, permits, …) verifies on chain, or through ERC-6492 before it is deployed.
///
/// Replay safety: the owner never signs the caller's `hash` itself. It signs the EIP-712 message
/// `PorticoAccountMessage(bytes32 hash)` under the domain {name "PorticoAccount", version "1", chainId, this
/// account's address} (as Coinbase Smart Wallet does; ERC-7739 is a richer form of it). A signature made for one
/// account, or on one chain, therefore does not verify for another account of the same owner (its domain names
/// another address) nor on another chain, and the owner's plain signature of `hash` (what the same key would give as
/// an EOA or as an EIP-7702 account) does not verify here either.
contract PorticoAccount is SimpleAccount, EIP712, IERC1271 {
    bytes32 private constant MESSAGE_TYPEHASH = keccak256("PorticoAccountMessage(bytes32 hash)");

    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) EIP712("PorticoAccount", "1") {}

    /// @notice The digest the owner signs for `hash`: EIP-712 over this account and chain (OpenZeppelin's EIP712
    /// computes the domain with the proxy's own address, not the implementation's).
    function replaySafeHash(bytes32 hash) public view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(MESSAGE_TYPEHASH, hash)));
    }

    /// @inheritdoc IERC1271
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError recoverError,) = ECDSA.tryRecover(replaySafeHash(hash), signature);
        if (recoverError == ECDSA.RecoverError.NoError && signer == owner) return IERC1271.isValidSignature.selector;
        return 0xffffffff;
    }
}

/// @notice Deploys PorticoAccounts as ERC1967 proxies at CREATE2 addresses fixed by (owner, salt), like the v0.8
/// SimpleAccountFactory. Unlike it, anyone may call `createAccount`: an ERC-6492 verifier deploys the account
/// through it before calling `isValidSignature`. That is safe, as the address commits to the owner and the proxy is
/// initialized in its own constructor (nobody can take it over first).
contract PorticoAccountFactory {
    PorticoAccount public immutable accountImplementation;

    constructor(IEntryPoint entryPoint) {
        accountImplementation = new PorticoAccount(entryPoint);
    }

    /// @notice The account of `owner` for `salt`, deployed now unless it exists (EntryPoint's getSenderAddress and
    /// the UserOperation's initCode rely on the address coming back either way).
    function createAccount(address owner, uint256 salt) external returns (PorticoAccount account) {
        address addr = getAddress(owner, salt);
        if (addr.code.length > 0) return PorticoAccount(payable(addr));
        account = PorticoAccount(payable(new ERC1967Proxy{salt: bytes32(salt)}(address(accountImplementation), _initCall(owner))));
    }

    /// @notice The counterfactual address `createAccount(owner, salt)` deploys to.
    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes memory args = abi.encode(address(accountImplementation), _initCall(owner));
        return Create2.computeAddress(bytes32(salt), keccak256(abi.encodePacked(type(ERC1967Proxy).creationCode, args)));
    }

    function _initCall(address owner) private pure returns (bytes memory) {
        return abi.encodeCall(SimpleAccount.initialize, (owner));
    }
}
