import { getContractAddress, type Hex, numberToHex, size, zeroHash } from 'viem';

/**
 * A minimal ERC-1271 wallet's runtime code: `isValidSignature(hash, signature)` answers the magic value 0x1626ba7e
 * when ecrecover(hash, v, r, s) of the 65-byte signature is `owner`, else 0xffffffff.
 */
export function erc1271WalletCode(owner: Hex): Hex {
  const returnWord = (value: string) => `63${value}60e01b60005260206000f3`;
  const head =
    '600435600052' + // mstore(0, hash)
    '60a43560001a602052' + // mstore(0x20, v): the first byte of the signature's third word
    '606435604052' + // mstore(0x40, r)
    '608435606052' + // mstore(0x60, s)
    '602060806080600060015afa50' + // staticcall(gas, ecrecover, 0, 0x80, 0x80, 0x20)
    `60805173${owner.slice(2).toLowerCase()}14`; // mload(0x80) == owner
  const invalid = returnWord('ffffffff');
  const jumpTarget = (head.length + 6 + invalid.length) / 2; // past `PUSH1 target JUMPI` and the invalid answer
  return `0x${head}60${jumpTarget.toString(16).padStart(2, '0')}57${invalid}5b${returnWord('1626ba7e')}`;
}

/** The creation code of `owner`'s ERC-1271 wallet: a constructor that returns the runtime code appended to it. */
export function erc1271WalletInitCode(owner: Hex): Hex {
  const runtime = erc1271WalletCode(owner);
  const constructorCode =
    `61${numberToHex(size(runtime), { size: 2 }).slice(2)}` + // PUSH2 length
    '80' + // DUP1
    '600c' + // PUSH1 12: the runtime starts after these 12 bytes
    '6000' + // PUSH1 0
    '39' + // codecopy(0, 12, length)
    '6000f3'; // return(0, length)
  return `0x${constructorCode}${runtime.slice(2)}`;
}

/**
 * A CREATE2 factory's runtime code: its calldata is the creation code of a contract, which it deploys with salt 0
 * and answers the contract's address; it reverts when the creation fails (the address is taken, or the creation
 * code reverts). The address is `counterfactualAddress(factory, initCode)` before deployment.
 */
export const create2FactoryCode: Hex = `0x${[
  '3660006000', // calldatasize, 0, 0
  '37', // calldatacopy(0, 0, calldatasize)
  '6000366000', // 0 (salt), calldatasize, 0
  '6000f5', // create2(0, 0, calldatasize, 0)
  '8015601b57', // a zero address: jump to the revert at 0x1b
  '60005260206000f3', // mstore(0, address) return(0, 32)
  '5b60006000fd', // revert(0, 0)
].join('')}`;

/** Where `create2FactoryCode` deployed at `factory` puts the contract of `initCode`. */
export const counterfactualAddress = (factory: Hex, initCode: Hex) =>
  getContractAddress({ opcode: 'CREATE2', from: factory, salt: zeroHash, bytecode: initCode });
