import { base58 } from '@scure/base';

/** One instruction of a Solana transaction, its accounts resolved to base58 keys where the message holds them. */
export interface SolanaInstruction {
  programId: string;
  accounts: string[];
  data: Uint8Array;
}

export interface SolanaTransaction {
  /** The message's static account keys; the first pays the fee. */
  accountKeys: string[];
  instructions: SolanaInstruction[];
}

/** Reads a Solana wire transaction (legacy or versioned): signatures, then the message. */
export function parseSolanaTransaction(bytes: Uint8Array): SolanaTransaction {
  let offset = 0;
  const byte = () => {
    const value = bytes[offset];
    if (value === undefined) throw new RangeError('The transaction ends too early');
    offset += 1;
    return value;
  };
  const take = (length: number) => {
    if (offset + length > bytes.length) throw new RangeError('The transaction ends too early');
    offset += length;
    return bytes.subarray(offset - length, offset);
  };
  // compact-u16: 7 bits a byte, high bit set while more follow.
  const shortVec = () => {
    let value = 0;
    for (let shift = 0; shift < 21; shift += 7) {
      const next = byte();
      value |= (next & 0x7f) << shift;
      if ((next & 0x80) === 0) return value;
    }
    throw new RangeError('A length is too long');
  };

  take(shortVec() * 64);
  // A versioned message starts with 0x80 | version; a legacy one with its header.
  if (((bytes[offset] ?? 0) & 0x80) !== 0) byte();
  take(3);
  const accountKeys = Array.from({ length: shortVec() }, () => base58.encode(take(32)));
  take(32);
  const keyAt = (index: number) => accountKeys[index] ?? `Lookup table account ${index}`;
  const instructions = Array.from({ length: shortVec() }, () => {
    const programId = keyAt(byte());
    const accounts = Array.from(take(shortVec()), keyAt);
    return { programId, accounts, data: take(shortVec()) };
  });
  return { accountKeys, instructions };
}
