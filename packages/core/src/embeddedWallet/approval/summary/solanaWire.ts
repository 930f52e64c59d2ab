import { decodeSolanaTransaction } from '../../../domain/solana/solanaWire.js';

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

/** A wire transaction (legacy or versioned) as the summary reads it; a key from a lookup table is named by index. */
export function parseSolanaTransaction(bytes: Uint8Array): SolanaTransaction {
  const { accountKeys, instructions } = decodeSolanaTransaction(bytes).message;
  const keyAt = (index: number) => accountKeys[index] ?? `Lookup table account ${index}`;
  return {
    accountKeys,
    instructions: instructions.map(({ programIdIndex, accounts, data }) => ({
      programId: keyAt(programIdIndex),
      accounts: accounts.map(keyAt),
      data,
    })),
  };
}
