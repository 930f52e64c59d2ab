import type { SiwxMessageData } from '@portico/core/wire';
import type { Hex } from 'viem';
import type { RpcConfig } from '../config.js';
import { createEvmVerifier } from './evmVerifier.js';
import { createSolanaVerifier } from './solanaVerifier.js';

/** Verifies sign-in signatures on the chains of `rpc.upstreams`: EIP-4361 on eip155, Sign In With Solana on solana. */
export interface SignInVerifier {
  /** Whether sign-in is served on the CAIP-2 network: it is one of `rpc.upstreams`, of eip155 or solana. */
  serves(chainId: string): boolean;
  /**
   * Whether `signature` signs `message` for its address, in the encoding of the message's namespace (hex on
   * eip155, base58 on solana). Rejects when an eip155 chain cannot be read.
   */
  verify(data: SiwxMessageData, message: string, signature: string, time: number): Promise<boolean>;
  close(): Promise<void>;
}

export function createSignInVerifier(rpc: RpcConfig): SignInVerifier {
  const evm = createEvmVerifier(rpc);
  const solana = createSolanaVerifier(rpc);
  return {
    serves: (chainId) => evm.serves(chainId) || solana.serves(chainId),
    verify: async (data, message, signature, time) =>
      data.chainId.startsWith('solana:')
        ? solana.verify(data, message, signature)
        : evm.verify(data, message, signature as Hex, time),
    close: () => evm.close(),
  };
}
