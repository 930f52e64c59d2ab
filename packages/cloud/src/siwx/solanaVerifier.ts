import { ed25519 } from '@noble/curves/ed25519.js';
import type { SiwxMessageData } from '@portico/core/wire';
import type { RpcConfig } from '../config.js';
import { solanaPublicKey, solanaSignature } from './solanaKeys.js';

/** Verifies Sign In With Solana signatures on the solana networks of `rpc.upstreams`, with no chain call. */
export interface SolanaVerifier {
  serves(chainId: string): boolean;
  /** Whether `signature` (base58) is the ed25519 signature of the UTF-8 `message` by the message's address. */
  verify(data: SiwxMessageData, message: string, signature: string): boolean;
}

export function createSolanaVerifier(rpc: RpcConfig): SolanaVerifier {
  return {
    serves: (chainId) => chainId.startsWith('solana:') && (rpc.upstreams[chainId]?.length ?? 0) > 0,
    verify(data, message, signature) {
      const publicKey = solanaPublicKey(data.accountAddress);
      const signatureBytes = solanaSignature(signature);
      if (publicKey === undefined || signatureBytes === undefined) return false;
      // RFC 8032's strict decoding (not ZIP-215): one signature per message and key, as Solana's runtime checks.
      return ed25519.verify(signatureBytes, new TextEncoder().encode(message), publicKey, { zip215: false });
    },
  };
}
