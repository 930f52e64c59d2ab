import { getBase58Decoder } from '@solana/kit';

/** The transaction wire format (legacy and v0), read as the validator's deserializer reads it. */
interface MessageHeader {
  numRequiredSignatures: number;
  numReadonlySignedAccounts: number;
  numReadonlyUnsignedAccounts: number;
}

export interface WireInstruction {
  programIdIndex: number;
  accounts: number[];
  data: Uint8Array;
}

interface WireLookup {
  accountKey: string;
  writableIndexes: number[];
  readonlyIndexes: number[];
}

export interface WireMessage {
  version: 'legacy' | 0;
  header: MessageHeader;
  /** The message's static account keys, base58. */
  accountKeys: string[];
  recentBlockhash: string;
  instructions: WireInstruction[];
  addressTableLookups: WireLookup[];
}

export interface WireTransaction {
  signatures: Uint8Array[];
  messageBytes: Uint8Array;
  message: WireMessage;
}

/** Input the deserializer cannot read; `message` follows bincode's wording. */
export class WireFormatError extends Error {}

/** Largest serialized transaction a validator accepts (one UDP packet). */
export const packetDataSize = 1232;

class Reader {
  offset = 0;
  constructor(readonly bytes: Uint8Array) {}

  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length)
      throw new WireFormatError('io error: failed to fill whole buffer');
    const slice = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return slice;
  }

  u8(): number {
    return this.take(1)[0] as number;
  }

  /** Solana's compact-u16 ("shortvec") length. */
  length(): number {
    let value = 0;
    for (let shift = 0; shift <= 14; shift += 7) {
      const byte = this.u8();
      value |= (byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return value;
    }
    throw new WireFormatError('invalid value: integer, expected a ShortU16');
  }

  key(): string {
    return getBase58Decoder().decode(this.take(32));
  }

  list<T>(item: () => T): T[] {
    return Array.from({ length: this.length() }, item);
  }
}

function readMessage(reader: Reader): WireMessage {
  const first = reader.u8();
  const versioned = (first & 0x80) !== 0;
  if (versioned && (first & 0x7f) !== 0)
    throw new WireFormatError(
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

export function decodeTransaction(bytes: Uint8Array): WireTransaction {
  const reader = new Reader(bytes);
  const signatures = reader.list(() => new Uint8Array(reader.take(64)));
  const start = reader.offset;
  const message = readMessage(reader);
  return { signatures, messageBytes: bytes.slice(start, reader.offset), message };
}

export function decodeMessage(bytes: Uint8Array): WireMessage {
  return readMessage(new Reader(bytes));
}

/**
 * The checks of the runtime's `sanitize`: true when the indexes and counts are consistent. Loaded
 * (lookup table) accounts count towards the key space.
 */
export function isSanitized({
  signatures,
  message,
}: Pick<WireTransaction, 'signatures' | 'message'>): boolean {
  const { header, accountKeys, instructions, addressTableLookups } = message;
  const loaded = addressTableLookups.reduce(
    (n, l) => n + l.writableIndexes.length + l.readonlyIndexes.length,
    0,
  );
  const keyCount = accountKeys.length + loaded;
  return (
    signatures.length === header.numRequiredSignatures &&
    header.numRequiredSignatures <= accountKeys.length &&
    header.numReadonlySignedAccounts < header.numRequiredSignatures &&
    header.numReadonlyUnsignedAccounts <= accountKeys.length - header.numRequiredSignatures &&
    keyCount <= 256 &&
    instructions.every(
      (ix) =>
        ix.programIdIndex > 0 &&
        ix.programIdIndex < accountKeys.length &&
        ix.accounts.every((index) => index < keyCount),
    )
  );
}
