/** The parts of a Solana wire transaction the signer needs: its signature slots and message's signer keys. */
export interface SolanaWireTransaction {
  bytes: Uint8Array;
  /** Where the signatures start and how many there are. */
  signaturesOffset: number;
  signatureCount: number;
  /** The message: what every signer signs. */
  message: Uint8Array;
  /** The first `numRequiredSignatures` account keys, in signature order. */
  signerKeys: Uint8Array[];
}

const SIGNATURE_BYTES = 64;
const KEY_BYTES = 32;

/** Solana's compact-u16 (1 to 3 bytes, 7 bits each). */
function readCompactU16(bytes: Uint8Array, offset: number): { value: number; next: number } {
  let value = 0;
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i];
    if (byte === undefined) throw new Error('Invalid transaction: truncated length');
    value |= (byte & 0x7f) << (7 * i);
    if ((byte & 0x80) === 0) return { value, next: offset + i + 1 };
  }
  throw new Error('Invalid transaction: length too long');
}

/** Parses a legacy or versioned (v0) transaction far enough to sign it. */
export function parseSolanaTransaction(bytes: Uint8Array): SolanaWireTransaction {
  const { value: signatureCount, next: signaturesOffset } = readCompactU16(bytes, 0);
  const messageOffset = signaturesOffset + signatureCount * SIGNATURE_BYTES;
  const message = bytes.subarray(messageOffset);
  // A versioned message starts with 0x80 | version; a legacy one with the header's signature count (< 128).
  const headerOffset = (message[0] ?? 0) & 0x80 ? 1 : 0;
  const numRequiredSignatures = message[headerOffset];
  if (numRequiredSignatures === undefined || message.length < headerOffset + 3) {
    throw new Error('Invalid transaction: no message header');
  }
  if (numRequiredSignatures !== signatureCount)
    throw new Error('Invalid transaction: signature count mismatch');
  const { value: keyCount, next: keysOffset } = readCompactU16(message, headerOffset + 3);
  if (keyCount < numRequiredSignatures || message.length < keysOffset + keyCount * KEY_BYTES) {
    throw new Error('Invalid transaction: truncated account keys');
  }
  const signerKeys = Array.from({ length: numRequiredSignatures }, (_, i) =>
    message.subarray(keysOffset + i * KEY_BYTES, keysOffset + (i + 1) * KEY_BYTES),
  );
  return { bytes, signaturesOffset, signatureCount, message, signerKeys };
}

/** A copy of the transaction with `signature` in the slot of `publicKey`; throws when it is no signer. */
export function withSignature(
  transaction: SolanaWireTransaction,
  publicKey: Uint8Array,
  signature: Uint8Array,
): Uint8Array {
  const index = transaction.signerKeys.findIndex((key) => key.every((byte, i) => byte === publicKey[i]));
  if (index < 0) throw new Error('This wallet is not a signer of the transaction');
  const signed = transaction.bytes.slice();
  signed.set(signature, transaction.signaturesOffset + index * SIGNATURE_BYTES);
  return signed;
}
