// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface Registry {
    function resolver(bytes32 node) external view returns (address);
}

interface NameAndAddrResolver {
    function name(bytes32 node) external view returns (string memory);
    function addr(bytes32 node) external view returns (address);
}

/// @notice The two entry points of ENS's universal resolver that viem's getEnsAddress, getEnsText
/// and getEnsName call, over the devnet's registry: no wildcard resolution and no CCIP-read, so
/// the gateways are ignored. Errors are those viem reads as "no name".
contract UniversalResolver {
    error ResolverNotFound(bytes name);
    error ResolverNotContract(bytes name, address resolver);
    error ResolverError(bytes errorData);
    error ReverseAddressMismatch(string primary, bytes primaryAddress);

    // namehash("addr.reverse")
    bytes32 private constant ADDR_REVERSE_NODE = 0x91d1777781884d03a6757a803996e38de2a42967fb37eeaca72729271025a9e2;
    Registry public immutable registry;

    constructor(Registry registry_) {
        registry = registry_;
    }

    /// `name` is DNS-encoded; `data` is a resolver call (addr, text, ...) for that name's node.
    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata)
        external
        view
        returns (bytes memory, address)
    {
        address resolver = _resolver(dnsNamehash(name, 0), name);
        (bool ok, bytes memory result) = resolver.staticcall(data);
        if (!ok) revert ResolverError(result);
        return (result, resolver);
    }

    /// The primary name of the 20-byte address `lookup`, checked against the name's own address.
    function reverseWithGateways(bytes calldata lookup, uint256, string[] calldata)
        external
        view
        returns (string memory primary, address resolver, address reverseResolver)
    {
        bytes memory hexAddress = new bytes(lookup.length * 2);
        bytes16 digits = "0123456789abcdef";
        for (uint256 i = 0; i < lookup.length; i++) {
            hexAddress[2 * i] = digits[uint8(lookup[i]) >> 4];
            hexAddress[2 * i + 1] = digits[uint8(lookup[i]) & 15];
        }
        bytes32 reverseNode = keccak256(abi.encodePacked(ADDR_REVERSE_NODE, keccak256(hexAddress)));
        reverseResolver = _resolver(reverseNode, lookup);
        primary = NameAndAddrResolver(reverseResolver).name(reverseNode);
        if (bytes(primary).length == 0) return (primary, address(0), reverseResolver);
        bytes32 node = namehash(primary);
        resolver = _resolver(node, bytes(primary));
        address forward = NameAndAddrResolver(resolver).addr(node);
        if (forward != address(bytes20(lookup))) revert ReverseAddressMismatch(primary, abi.encodePacked(forward));
    }

    function _resolver(bytes32 node, bytes memory name) private view returns (address resolver) {
        resolver = registry.resolver(node);
        if (resolver == address(0)) revert ResolverNotFound(name);
        if (resolver.code.length == 0) revert ResolverNotContract(name, resolver);
    }

    function dnsNamehash(bytes calldata name, uint256 offset) public pure returns (bytes32) {
        uint256 length = uint8(name[offset]);
        if (length == 0) return bytes32(0);
        bytes32 label = keccak256(name[offset + 1:offset + 1 + length]);
        return keccak256(abi.encodePacked(dnsNamehash(name, offset + 1 + length), label));
    }

    function namehash(string memory name) public pure returns (bytes32 node) {
        bytes memory text = bytes(name);
        uint256 end = text.length;
        for (uint256 i = text.length; i > 0; i--) {
            if (text[i - 1] == ".") {
                node = keccak256(abi.encodePacked(node, _keccak(text, i, end)));
                end = i - 1;
            }
        }
        node = keccak256(abi.encodePacked(node, _keccak(text, 0, end)));
    }

    function _keccak(bytes memory text, uint256 start, uint256 end) private pure returns (bytes32 hash) {
        assembly {
            hash := keccak256(add(add(text, 32), start), sub(end, start))
        }
    }
}
