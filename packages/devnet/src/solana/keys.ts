import { createHmac, createPrivateKey, createPublicKey, pbkdf2Sync } from 'node:crypto';
import { getBase58Decoder } from '@solana/kit';

export interface SolanaKeyPair {
  /** Base58 public key. */
  address: string;
  /** Base58 of the 64-byte key pair (seed, then public key): the Solana CLI / wallet export format. */
  secretKey: string;
  /** The 32-byte ed25519 seed. */
  seed: Uint8Array;
}

// PKCS#8 wrapping of a raw 32-byte ed25519 seed (RFC 8410).
const pkcs8Ed25519Prefix = Buffer.from('302e020100300506032b657004220420', 'hex');
const hardened = 0x80000000;

/** BIP-39 seed of a mnemonic (the words are not checked against the word list). */
export function mnemonicToSeed(mnemonic: string, passphrase = ''): Uint8Array {
  return pbkdf2Sync(
    mnemonic.normalize('NFKD'),
    `mnemonic${passphrase}`.normalize('NFKD'),
    2048,
    64,
    'sha512',
  );
}

/** SLIP-10 ed25519 derivation: every step is hardened (`path` holds the unhardened indexes). */
export function deriveEd25519Seed(masterSeed: Uint8Array, path: readonly number[]): Uint8Array {
  let node = createHmac('sha512', 'ed25519 seed').update(masterSeed).digest();
  for (const index of path) {
    const data = Buffer.alloc(37);
    node.copy(data, 1, 0, 32);
    data.writeUInt32BE((index | hardened) >>> 0, 33);
    node = createHmac('sha512', node.subarray(32)).update(data).digest();
  }
  return new Uint8Array(node.subarray(0, 32));
}

export function ed25519PublicKey(seed: Uint8Array): Uint8Array {
  const privateKey = createPrivateKey({
    key: Buffer.concat([pkcs8Ed25519Prefix, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  return new Uint8Array(createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).subarray(-32));
}

function keyPairFromSeed(seed: Uint8Array): SolanaKeyPair {
  const publicKey = ed25519PublicKey(seed);
  const base58 = getBase58Decoder();
  const pair = new Uint8Array(64);
  pair.set(seed);
  pair.set(publicKey, 32);
  return { address: base58.decode(publicKey), secretKey: base58.decode(pair), seed };
}

/** The key at m/44'/501'/index'/0' of a BIP-39 seed: the path Phantom and Solflare derive. */
export function solanaKeyPair(masterSeed: Uint8Array, index: number): SolanaKeyPair {
  return keyPairFromSeed(deriveEd25519Seed(masterSeed, [44, 501, index, 0]));
}
