import { createKeyPairFromBytes, getBase58Decoder, getBase58Encoder } from '@solana/kit';

/** One account of the wallet: its address at once, its WebCrypto key pair on first use. */
export interface SolanaKey {
  /** Base58 public key. */
  address: string;
  publicKey: Uint8Array;
  keyPair(): Promise<CryptoKeyPair>;
}

/** Reads a base58 64-byte key pair (32-byte seed, then the public key), as Solana wallets export it. */
export function solanaKey(secretKey: string): SolanaKey {
  const bytes = getBase58Encoder().encode(secretKey);
  if (bytes.length !== 64)
    throw new Error(`A Solana secret key is base58 of 64 bytes (seed, then public key); got ${bytes.length}`);
  const publicKey = Uint8Array.from(bytes.slice(32));
  let keyPair: Promise<CryptoKeyPair> | undefined;
  return {
    address: getBase58Decoder().decode(publicKey),
    publicKey,
    // Also checks that the public key belongs to the seed.
    keyPair: () => {
      keyPair ??= createKeyPairFromBytes(bytes);
      return keyPair;
    },
  };
}
