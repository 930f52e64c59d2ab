/** Reads a Solana compact-u16 at `offset`: its value and where the next field starts. */
function readShortVec(bytes: Uint8Array, offset: number): [value: number, next: number] {
  let value = 0;
  for (let index = 0; index < 3; index += 1) {
    const byte = bytes[offset + index] ?? 0;
    value |= (byte & 0x7f) << (7 * index);
    if ((byte & 0x80) === 0) return [value, offset + index + 1];
  }
  throw new Error('Malformed Solana transaction: bad length prefix');
}

/**
 * The wire transaction with `signature` in the slot of the signer `publicKey`: what a wallet that answers
 * `solana_signTransaction` with only a signature means.
 */
export function withSignature(wire: Uint8Array, publicKey: Uint8Array, signature: Uint8Array): Uint8Array {
  const [signatureCount, signaturesStart] = readShortVec(wire, 0);
  let offset = signaturesStart + 64 * signatureCount;
  if (((wire[offset] ?? 0) & 0x80) !== 0) offset += 1; // a versioned message's prefix
  const requiredSignatures = wire[offset] ?? 0;
  const [keyCount, keysStart] = readShortVec(wire, offset + 3);
  for (let index = 0; index < Math.min(keyCount, requiredSignatures, signatureCount); index += 1) {
    const key = wire.subarray(keysStart + 32 * index, keysStart + 32 * (index + 1));
    if (key.every((byte, position) => byte === publicKey[position])) {
      const signed = new Uint8Array(wire);
      signed.set(signature, signaturesStart + 64 * index);
      return signed;
    }
  }
  throw new Error('The wallet signed for an account that is not a signer of the transaction');
}
