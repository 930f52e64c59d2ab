import { base58 } from '@scure/base';

/**
 * Solana's transaction wire format (legacy and v0 messages), read as the validator's deserializer reads it: the
 * one codec of the embedded wallet's signer, the approval summary, WalletConnect's signature merge and the devnet.
 * Hand-written rather than @solana/kit's decoders: core stays free of @solana/*, and the devnet answers bincode's
 * own wording for bad input.
 */
interface SolanaMessageHeader {
  numRequiredSignatures: number;
  numReadonlySignedAccounts: number;
  numReadonlyUnsignedAccounts: number;
}

export interface SolanaWireInstruction {
  programIdIndex: number;
  accounts: number[];
  data: Uint8Array;
}

interface SolanaWireLookup {
  accountKey: string;
  writableIndexes: number[];
  readonlyIndexes: number[];
}

export interface SolanaWireMessage {
  version: 'legacy' | 0;
  header: SolanaMessageHeader;
  /** The message's static account keys, base58; the first pays the fee. */
  accountKeys: string[];
  recentBlockhash: string;
  instructions: SolanaWireInstruction[];
  addressTableLookups: SolanaWireLookup[];
}

export interface SolanaWireTransaction {
  signatures: Uint8Array[];
  /** What every signer signs. */
  messageBytes: Uint8Array;
  message: SolanaWireMessage;
}

/** Bytes the deserializer cannot read; the message is bincode's, as a validator answers it. */
export class SolanaWireError extends Error {
  override readonly name = 'SolanaWireError';
}

const signatureBytes = 64;
const keyBytes = 32;

class Reader {
  offset = 0;
  constructor(readonly bytes: Uint8Array) {}

  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length)
      throw new SolanaWireError('io error: failed to fill whole buffer');
    const slice = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return slice;
  }

  u8(): number {
    return this.take(1)[0] as number;
  }

  /** Solana's compact-u16 ("shortvec") length: 7 bits a byte, the high bit set while more follow. */
  length(): number {
    let value = 0;
    for (let shift = 0; shift <= 14; shift += 7) {
      const byte = this.u8();
      value |= (byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return value;
    }
    throw new SolanaWireError('invalid value: integer, expected a ShortU16');
  }

  key(): string {
    return base58.encode(this.take(keyBytes));
  }

  list<T>(item: () => T): T[] {
    return Array.from({ length: this.length() }, item);
  }
}

function readMessage(reader: Reader): SolanaWireMessage {
  const first = reader.u8();
  // A versioned message starts with 0x80 | version; a legacy one with the header's signature count (< 128).
  const versioned = (first & 0x80) !== 0;
  if (versioned && (first & 0x7f) !== 0)
    throw new SolanaWireError(
      `invalid value: integer \`${first & 0x7f}\`, expected a valid transaction message version`,
    );
  const header = {
    numRequiredSignatures: versioned ? reader.u8() : first,
    numReadonlySignedAccounts: reader.u8(),
    numReadonlyUnsignedAccounts: reader.u8(),
  };
  const accountKeys = reader.list(() => reader.key());
  const recentBlockhash = reader.key();
  const instructions = reader.list(() => ({
    programIdIndex: reader.u8(),
    accounts: [...reader.take(reader.length())],
    data: new Uint8Array(reader.take(reader.length())),
  }));
  const addressTableLookups = versioned
    ? reader.list(() => ({
        accountKey: reader.key(),
        writableIndexes: [...reader.take(reader.length())],
        readonlyIndexes: [...reader.take(reader.length())],
      }))
    : [];
  return {
    version: versioned ? 0 : 'legacy',
    header,
    accountKeys,
    recentBlockhash,
    instructions,
    addressTableLookups,
  };
}

/** A wire transaction: its signatures, then its message. Throws SolanaWireError for bytes it cannot read. */
export function decodeSolanaTransaction(bytes: Uint8Array): SolanaWireTransaction {
  const reader = new Reader(bytes);
  const signatures = reader.list(() => new Uint8Array(reader.take(signatureBytes)));
  const start = reader.offset;
  const message = readMessage(reader);
  return { signatures, messageBytes: bytes.slice(start, reader.offset), message };
}

/** A wire message alone (getFeeForMessage's). Throws SolanaWireError for bytes it cannot read. */
export function decodeSolanaMessage(bytes: Uint8Array): SolanaWireMessage {
  return readMessage(new Reader(bytes));
}

/**
 * A copy of the wire transaction with `signature` in the slot of the signer `publicKey` (32 bytes), or undefined
 * when that key signs none of its slots. Throws SolanaWireError for bytes it cannot read.
 */
export function withSolanaSignature(
  wire: Uint8Array,
  publicKey: Uint8Array,
  signature: Uint8Array,
): Uint8Array | undefined {
  const { signatures, message } = decodeSolanaTransaction(wire);
  const signer = base58.encode(publicKey);
  const slots = Math.min(signatures.length, message.header.numRequiredSignatures);
  const index = message.accountKeys.slice(0, slots).indexOf(signer);
  if (index < 0) return undefined;
  const prefix = new Reader(wire);
  prefix.length(); // the signature count, before the slots
  const signed = wire.slice();
  signed.set(signature, prefix.offset + index * signatureBytes);
  return signed;
}
