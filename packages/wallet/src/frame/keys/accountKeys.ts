import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { bytesToHex, type Hex } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { deriveEd25519PrivateKey } from './slip10.js';
import { seedFromEntropy } from './walletSeed.js';
import { wipe } from './wipe.js';

const EVM_PATH = "m/44'/60'/0'/0/0";
const SOLANA_PATH = "m/44'/501'/0'/0'";

/** The account keys of one wallet; `wipe` zeroes the byte arrays. */
export interface AccountKeys {
  /** secp256k1 private key of `EVM_PATH`. */
  evmPrivateKey: Uint8Array;
  /** ed25519 private key (seed) of `SOLANA_PATH`. */
  solanaPrivateKey: Uint8Array;
}

export interface WalletAddresses {
  eip155: Hex;
  /** base58 ed25519 public key. */
  solana: string;
}

export function deriveAccountKeys(entropy: Uint8Array): AccountKeys {
  const seed = seedFromEntropy(entropy);
  const root = HDKey.fromMasterSeed(seed);
  const evmNode = root.derive(EVM_PATH);
  if (!evmNode.privateKey) throw new Error('EVM key derivation failed');
  const keys = {
    evmPrivateKey: evmNode.privateKey.slice(),
    solanaPrivateKey: deriveEd25519PrivateKey(seed, SOLANA_PATH),
  };
  evmNode.wipePrivateData();
  root.wipePrivateData();
  wipe(seed);
  return keys;
}

export function wipeAccountKeys(keys: AccountKeys): void {
  wipe(keys.evmPrivateKey, keys.solanaPrivateKey);
}

/**
 * The addresses of the keys. The EVM key goes through viem as a hex string, which JavaScript cannot zero:
 * it is only dropped with the call.
 */
export function addressesOf(keys: AccountKeys): WalletAddresses {
  return {
    eip155: privateKeyToAddress(bytesToHex(keys.evmPrivateKey)),
    solana: base58.encode(ed25519.getPublicKey(keys.solanaPrivateKey)),
  };
}

export function sameAddresses(a: WalletAddresses, b: WalletAddresses): boolean {
  return a.eip155.toLowerCase() === b.eip155.toLowerCase() && a.solana === b.solana;
}
