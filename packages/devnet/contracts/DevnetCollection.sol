// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Base64} from "@openzeppelin/contracts/utils/Base64.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";

/// @notice The devnet's ERC-721 collections. Token metadata is built on chain as a data: URI (JSON
/// with an SVG image), so showing an NFT never fetches anything.
contract DevnetCollection is ERC721, Ownable {
    using Strings for uint256;

    constructor(string memory name_, string memory symbol_) ERC721(name_, symbol_) Ownable(msg.sender) {}

    /// Mints `ids[i]` to `to[i]`, all in one transaction.
    function mint(address[] calldata to, uint256[] calldata ids) external onlyOwner {
        require(to.length == ids.length, "DevnetCollection: lengths differ");
        for (uint256 i = 0; i < ids.length; i++) _mint(to[i], ids[i]);
    }

    function tokenURI(uint256 id) public view override returns (string memory) {
        _requireOwned(id);
        string memory label = string.concat(name(), " #", id.toString());
        string memory svg = string.concat(
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="hsl(',
            ((id * 67) % 360).toString(),
            ',70%,45%)"/><text x="60" y="68" font-family="sans-serif" font-size="24" fill="#fff" text-anchor="middle">#',
            id.toString(),
            "</text></svg>"
        );
        string memory json = string.concat(
            '{"name":"',
            label,
            '","description":"A Portico devnet NFT.","image":"data:image/svg+xml;base64,',
            Base64.encode(bytes(svg)),
            '"}'
        );
        return string.concat("data:application/json;base64,", Base64.encode(bytes(json)));
    }
}
