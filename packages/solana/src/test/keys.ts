import { generateKeyPairSync } from 'node:crypto';
import { getBase58Decoder } from '@solana/kit';

/** A fresh Solana key pair as wallets export it: base58 of the seed and the public key. */
export function randomSecretKey(): { address: string; secretKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const seed = privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(-32);
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  const base58 = getBase58Decoder();
  return { address: base58.decode(raw), secretKey: base58.decode(Buffer.concat([seed, raw])) };
}
