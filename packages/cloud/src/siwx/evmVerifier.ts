import type { SiwxMessageData } from '@portico/core/wire';
import { createPublicClient, type Hex, isAddressEqual, recoverMessageAddress } from 'viem';
import { verifySiweMessage } from 'viem/siwe';
import type { RpcConfig } from '../config.js';
import { chainTransport } from '../names/chainTransport.js';
import { type ChainRpc, createChainRpc } from '../rpc/chainRpc.js';
import { watchReads } from './watchedReads.js';

/** Verifies EIP-4361 signatures on the eip155 chains of `rpc.upstreams`. */
export interface EvmVerifier {
  serves(chainId: string): boolean;
  /**
   * Whether `signature` signs `message` for its address: an EOA's by recovery, with no chain call; a contract
   * account's by ERC-1271 or, counterfactual, ERC-6492 on the chain. Rejects when the chain cannot be read (no
   * upstream answered, or a node failed), rather than calling the signature invalid.
   */
  verify(data: SiwxMessageData, message: string, signature: Hex, time: number): Promise<boolean>;
  close(): Promise<void>;
}

export function createEvmVerifier(rpc: RpcConfig): EvmVerifier {
  const chains = new Map<string, ChainRpc>();
  const chain = (chainId: string) => {
    let chainRpc = chains.get(chainId);
    const urls = rpc.upstreams[chainId];
    if (chainRpc === undefined && urls !== undefined && urls.length > 0) {
      chainRpc = createChainRpc(urls, rpc);
      chains.set(chainId, chainRpc);
    }
    return chainRpc;
  };
  return {
    serves: (chainId) => chainId.startsWith('eip155:') && (rpc.upstreams[chainId]?.length ?? 0) > 0,
    async verify(data, message, signature, time) {
      const chainRpc = chain(data.chainId);
      if (chainRpc === undefined) return false;
      const address = data.accountAddress as Hex;
      if (await signedByEoa(address, message, signature)) return true;
      const reads = watchReads(chainRpc);
      const valid = await verifySiweMessage(createPublicClient({ transport: chainTransport(reads.chain) }), {
        message,
        signature,
        address,
        domain: data.domain,
        nonce: data.nonce,
        time: new Date(time),
      });
      const failure = reads.failure();
      if (!valid && failure !== undefined) {
        throw new Error(`${data.chainId} could not be read to check the signature`, { cause: failure });
      }
      return valid;
    },
    close: async () => void (await Promise.all([...chains.values()].map((chainRpc) => chainRpc.close()))),
  };
}

/** An EOA's signature, by recovery; false for anything else (a contract account's signature does not recover). */
async function signedByEoa(address: Hex, message: string, signature: Hex): Promise<boolean> {
  if (signature.length !== 132) return false;
  try {
    return isAddressEqual(await recoverMessageAddress({ message, signature }), address);
  } catch {
    // Not a recoverable secp256k1 signature: left to the chain's ERC-1271 / ERC-6492 check.
    return false;
  }
}
