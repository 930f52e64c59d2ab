import { hmac } from '@noble/hashes/hmac.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { wipe } from './wipe.js';

const HARDENED = 0x8000_0000;
const ED25519_SEED_KEY = new TextEncoder().encode('ed25519 seed');

/** Parses `m/44'/501'/0'/0'` into hardened indexes (ed25519 in SLIP-0010 has only hardened children). */
function hardenedIndexes(path: string): number[] {
  const [root, ...segments] = path.split('/');
  if (root !== 'm') throw new Error(`Invalid derivation path: ${path}`);
  return segments.map((segment) => {
    const match = /^(\d+)'$/.exec(segment);
    const index = match?.[1] === undefined ? Number.NaN : Number(match[1]);
    if (!Number.isSafeInteger(index) || index >= HARDENED) {
      throw new Error(`ed25519 derivation needs hardened indexes: ${path}`);
    }
    return index + HARDENED;
  });
}

/** SLIP-0010 ed25519 private key (32 bytes) of `path` from a BIP-39 seed. The caller wipes it. */
export function deriveEd25519PrivateKey(seed: Uint8Array, path: string): Uint8Array {
  let node = hmac(sha512, ED25519_SEED_KEY, seed);
  for (const index of hardenedIndexes(path)) {
    const data = new Uint8Array(37);
    data.set(node.subarray(0, 32), 1);
    new DataView(data.buffer).setUint32(33, index, false);
    const child = hmac(sha512, node.subarray(32), data);
    wipe(node, data);
    node = child;
  }
  const privateKey = node.slice(0, 32);
  wipe(node);
  return privateKey;
}
