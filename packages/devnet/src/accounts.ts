import { type Address, type Hex, toHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { devnetMnemonic } from './config.js';

export interface KeyPair {
  address: Address;
  privateKey: Hex;
}

/** The account at `addressIndex` of `devnetMnemonic` (path m/44'/60'/0'/0/index, as anvil derives). */
export function devnetKeyPair(addressIndex: number): KeyPair {
  const account = mnemonicToAccount(devnetMnemonic, { addressIndex });
  const privateKey = account.getHdKey().privateKey;
  if (privateKey === null) throw new Error(`No private key at address index ${addressIndex}`);
  return { address: account.address, privateKey: toHex(privateKey) };
}
