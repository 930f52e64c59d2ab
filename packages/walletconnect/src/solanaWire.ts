import { withSolanaSignature } from '@portico/core/adapters';

/**
 * The wire transaction with `signature` in the slot of the signer `publicKey`: what a wallet that answers
 * `solana_signTransaction` with only a signature means. Read with core's Solana wire codec.
 */
export function withSignature(wire: Uint8Array, publicKey: Uint8Array, signature: Uint8Array): Uint8Array {
  const signed = withSolanaSignature(wire, publicKey, signature);
  if (signed === undefined)
    throw new Error('The wallet signed for an account that is not a signer of the transaction');
  return signed;
}
