import { ed25519 } from '@noble/curves/ed25519.js';
import { mnemonicToEntropy } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { bytesToHex, hexToBytes } from 'viem';
import { describe, expect, it } from 'vitest';
import { addressesOf, deriveAccountKeys, wipeAccountKeys } from './accountKeys.js';
import { deriveEd25519PrivateKey } from './slip10.js';
import { createEntropy, ENTROPY_BYTES } from './walletSeed.js';

const entropyOf = (mnemonic: string) => mnemonicToEntropy(mnemonic, wordlist);

describe('SLIP-0010 ed25519 (test vector 1 of the SLIP-0010 specification)', () => {
  const seed = hexToBytes('0x000102030405060708090a0b0c0d0e0f');

  it.each([
    ['m', '0x2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7'],
    ["m/0'", '0x68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3'],
    ["m/0'/1'", '0xb1d0bad404bf35da785a64ca1ac54b2617211d2777696fbffaf208f746ae84f2'],
    ["m/0'/1'/2'", '0x92a5b23c0b8a99e37d07df3fb9966917f5d06e02ddbd909c7e184371463e9fc9'],
    ["m/0'/1'/2'/2'", '0x30d1dc7e5fc04c31219ab25a27ae00b50f6fd66622f6e9c913253d6511d1e662'],
  ])('%s', (path, privateKey) => {
    expect(bytesToHex(deriveEd25519PrivateKey(seed, path))).toBe(privateKey);
  });

  it('derives the public key of the vector', () => {
    const privateKey = deriveEd25519PrivateKey(seed, "m/0'/1'/2'");
    expect(bytesToHex(ed25519.getPublicKey(privateKey))).toBe(
      '0xae98736566d30ed0e9d2f4486a64bc95740d89c7db33f52121f8ea8f76ff0fc1',
    );
  });

  it.each(["m/0'/1", 'x/0', "m/0'/x'", `m/${2 ** 31}'`])('refuses the path %s', (path) => {
    expect(() => deriveEd25519PrivateKey(seed, path)).toThrow();
  });
});

describe('deriveAccountKeys', () => {
  it("gives anvil's first account for the test mnemonic", () => {
    const keys = deriveAccountKeys(entropyOf('test test test test test test test test test test test junk'));
    expect(addressesOf(keys).eip155).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(bytesToHex(keys.evmPrivateKey)).toBe(
      '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    );
  });

  it("gives the Solana address wallets (Phantom, Solflare) show for m/44'/501'/0'/0'", () => {
    const keys = deriveAccountKeys(
      entropyOf(
        'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
      ),
    );
    expect(addressesOf(keys).solana).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk');
  });

  it('wipes the keys', () => {
    const keys = deriveAccountKeys(createEntropy());
    wipeAccountKeys(keys);
    expect(keys.evmPrivateKey.every((byte) => byte === 0)).toBe(true);
    expect(keys.solanaPrivateKey.every((byte) => byte === 0)).toBe(true);
  });

  it('creates 16 bytes of fresh entropy', () => {
    expect(createEntropy()).toHaveLength(ENTROPY_BYTES);
    expect(createEntropy()).not.toEqual(createEntropy());
  });
});
