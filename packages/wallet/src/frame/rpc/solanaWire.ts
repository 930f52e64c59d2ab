import { decodeSolanaTransaction, SolanaWireError, withSolanaSignature } from '@portico/core/adapters';

/** A Solana wire transaction the signer has checked: its bytes and the message every signer signs. */
export interface SolanaWireTransaction {
  bytes: Uint8Array;
  message: Uint8Array;
}

/** Reads a legacy or versioned (v0) transaction with core's codec and checks it has a slot for each signer. */
export function parseSolanaTransaction(bytes: Uint8Array): SolanaWireTransaction {
  let decoded: ReturnType<typeof decodeSolanaTransaction>;
  try {
    decoded = decodeSolanaTransaction(bytes);
  } catch (error) {
    if (error instanceof SolanaWireError)
      throw new Error(`Invalid transaction: ${error.message}`, { cause: error });
    throw error;
  }
  const { signatures, messageBytes, message } = decoded;
  if (message.header.numRequiredSignatures !== signatures.length)
    throw new Error('Invalid transaction: signature count mismatch');
  if (message.accountKeys.length < signatures.length)
    throw new Error('Invalid transaction: truncated account keys');
  return { bytes, message: messageBytes };
}

/** A copy of the transaction with `signature` in the slot of `publicKey`; throws when it is no signer. */
export function withSignature(
  transaction: SolanaWireTransaction,
  publicKey: Uint8Array,
  signature: Uint8Array,
): Uint8Array {
  const signed = withSolanaSignature(transaction.bytes, publicKey, signature);
  if (signed === undefined) throw new Error('This wallet is not a signer of the transaction');
  return signed;
}
