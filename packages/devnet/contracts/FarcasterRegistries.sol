// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @notice What Sign in with Farcaster reads of Farcaster's ID registry (`idOf`, `custodyOf`), with a devnet
/// `register` open to anyone: fids are sequential from 1, one per custody address. No constructor state or
/// immutables, so the devnet places its runtime code at the ID registry's canonical address.
contract DevnetIdRegistry {
    uint256 public idCounter;
    mapping(address => uint256) public idOf;
    mapping(uint256 => address) public custodyOf;

    event Register(address indexed to, uint256 indexed id);

    error HasId();
    error InvalidCustody();

    function register(address custody) external returns (uint256 fid) {
        if (custody == address(0)) revert InvalidCustody();
        if (idOf[custody] != 0) revert HasId();
        fid = ++idCounter;
        idOf[custody] = fid;
        custodyOf[fid] = custody;
        emit Register(custody, fid);
    }
}

/// @notice What Sign in with Farcaster reads of Farcaster's key registry (`keyDataOf`, as auth-client's ABI has
/// it), with `add` and `remove` for the fid's custody address. It finds fids in the ID registry at its canonical
/// address; like `DevnetIdRegistry` it has no constructor state, for the key registry's canonical address.
contract DevnetKeyRegistry {
    enum KeyState {
        NULL,
        ADDED,
        REMOVED
    }

    struct KeyData {
        KeyState state;
        uint32 keyType;
    }

    DevnetIdRegistry private constant ID_REGISTRY = DevnetIdRegistry(0x00000000Fc6c5F01Fc30151999387Bb99A9f489b);

    mapping(uint256 => mapping(bytes => KeyData)) private keys;

    event Add(uint256 indexed fid, uint32 indexed keyType, bytes key);
    event Remove(uint256 indexed fid, bytes key);

    error Unauthorized();
    error InvalidState();

    function keyDataOf(uint256 fid, bytes calldata key) external view returns (KeyData memory) {
        return keys[fid][key];
    }

    /// @notice Adds `key` (for an auth address: `abi.encode(address)`, keyType 2) to the caller's fid.
    function add(uint32 keyType, bytes calldata key) external {
        uint256 fid = custodyFid();
        KeyData storage data = keys[fid][key];
        if (data.state != KeyState.NULL) revert InvalidState();
        data.state = KeyState.ADDED;
        data.keyType = keyType;
        emit Add(fid, keyType, key);
    }

    function remove(bytes calldata key) external {
        uint256 fid = custodyFid();
        KeyData storage data = keys[fid][key];
        if (data.state != KeyState.ADDED) revert InvalidState();
        data.state = KeyState.REMOVED;
        emit Remove(fid, key);
    }

    function custodyFid() private view returns (uint256 fid) {
        fid = ID_REGISTRY.idOf(msg.sender);
        if (fid == 0) revert Unauthorized();
    }
}
