import { base58 } from '@scure/base';

const base58Text = /^[1-9A-HJ-NP-Za-km-z]+$/;

/** The bytes of base58 `text` when they are `length` long; undefined for anything else. */
function base58Bytes(text: string, length: number): Uint8Array | undefined {
  if (!base58Text.test(text) || text.length > 2 * length) return undefined;
  const bytes = base58.decode(text);
  return bytes.length === length ? bytes : undefined;
}

/** A Solana address's ed25519 public key: base58 of 32 bytes. */
export const solanaPublicKey = (address: string) => base58Bytes(address, 32);

/** An ed25519 signature as Solana wallets give it: base58 of 64 bytes. */
export const solanaSignature = (signature: string) => base58Bytes(signature, 64);

/** Whether `signature` is in base58, the encoding of a Solana signature (of whatever length). */
export const isBase58 = (signature: string) => base58Text.test(signature);
