import {
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
} from '@solana/kit';

export interface SignedTransaction {
  /** The wire transaction with the key's signature added. */
  bytes: Uint8Array;
  /** The same, base64, as `sendTransaction` takes it. */
  base64: string;
  /** The fee payer's signature (the transaction's id); `undefined` while the fee payer has not signed. */
  signature: { base58: string; bytes: Uint8Array } | undefined;
}

/**
 * Adds the key's signature to a wire transaction (legacy or v0); other signers' signatures are kept. Fails
 * when the key is not one of the transaction's signers.
 */
export async function signWireTransaction(
  keyPair: CryptoKeyPair,
  wire: Uint8Array,
): Promise<SignedTransaction> {
  const signed = await partiallySignTransaction([keyPair], getTransactionDecoder().decode(wire));
  // The fee payer is the first signer.
  const [feePayer] = Object.values(signed.signatures);
  return {
    bytes: Uint8Array.from(getTransactionEncoder().encode(signed)),
    base64: getBase64EncodedWireTransaction(signed),
    signature: feePayer
      ? { base58: getBase58Decoder().decode(feePayer), bytes: Uint8Array.from(feePayer) }
      : undefined,
  };
}
