import type { SolanaWireTransaction } from '@portico/core/adapters';

/** Largest serialized transaction a validator accepts (one UDP packet). */
export const packetDataSize = 1232;

/**
 * The checks of the runtime's `sanitize`: true when the indexes and counts are consistent. Loaded
 * (lookup table) accounts count towards the key space.
 */
export function isSanitized({
  signatures,
  message,
}: Pick<SolanaWireTransaction, 'signatures' | 'message'>): boolean {
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
