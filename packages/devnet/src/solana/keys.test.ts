import { createKeyPairSignerFromBytes, getBase58Encoder } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { deriveEd25519Seed, ed25519PublicKey, mnemonicToSeed, solanaKeyPair } from './keys.js';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('Solana key derivation', () => {
  // SLIP-0010 test vector 1 for ed25519.
  it('follows SLIP-10 for ed25519', () => {
    const seed = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');
    const child = deriveEd25519Seed(seed, [0, 1]);
    expect(hex(child)).toBe('b1d0bad404bf35da785a64ca1ac54b2617211d2777696fbffaf208f746ae84f2');
    expect(hex(ed25519PublicKey(child))).toBe(
      '1932a5270f335bed617d5b935c80aedb1a35bd9fc1e31acafd5372c30f5c1187',
    );
  });

  it('derives BIP-39 seeds as the reference vectors do', () => {
    const mnemonic = `${'abandon '.repeat(11)}about`;
    expect(hex(mnemonicToSeed(mnemonic, 'TREZOR'))).toBe(
      'c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04',
    );
  });

  it('exports key pairs that @solana/kit signs with, at the same address', async () => {
    const pair = solanaKeyPair(
      mnemonicToSeed('test test test test test test test test test test test junk'),
      1,
    );
    const signer = await createKeyPairSignerFromBytes(
      new Uint8Array(getBase58Encoder().encode(pair.secretKey)),
    );
    expect(signer.address).toBe(pair.address);
  });
});
