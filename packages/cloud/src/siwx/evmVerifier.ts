import type { SiwxMessageData } from '@portico/core/wire';
import { createPublicClient, type Hex, isAddressEqual, type PublicClient, recoverMessageAddress } from 'viem';
import { verifySiweMessage } from 'viem/siwe';
import type { RpcConfig } from '../config.js';
import { chainTransport } from '../names/chainTransport.js';
import { type ChainRpc, createChainRpc } from '../rpc/chainRpc.js';

/** Verifies EIP-4361 signatures on the eip155 chains of `rpc.upstreams`. */
export interface EvmVerifier {
  serves(chainId: string): boolean;
  /**
   * Whether `signature` signs `message` for its address: an EOA's by recovery, with no chain call; a contract
   * account's by ERC-1271 or, counterfactual, ERC-6492 on the chain. Rejects when the chain cannot be read.
   */
  verify(data: SiwxMessageData, message: string, signature: Hex, time: number): Promise<boolean>;
  close(): Promise<void>;
}

export function createEvmVerifier(rpc: RpcConfig): EvmVerifier {
  const chains = new Map<string, { chainRpc: ChainRpc; client: PublicClient }>();
  const chain = (chainId: string) => {
    let entry = chains.get(chainId);
    const urls = rpc.upstreams[chainId];
    if (entry === undefined && urls !== undefined && urls.length > 0) {
      const chainRpc = createChainRpc(urls, rpc);
      entry = { chainRpc, client: createPublicClient({ transport: chainTransport(chainRpc) }) };
      chains.set(chainId, entry);
    }
    return entry;
  };
  return {
    serves: (chainId) => chainId.startsWith('eip155:') && (rpc.upstreams[chainId]?.length ?? 0) > 0,
    async verify(data, message, signature, time) {
      const entry = chain(data.chainId);
      if (entry === undefined) return false;
      const address = data.accountAddress as Hex;
      if (await signedByEoa(address, message, signature)) return true;
      return verifySiweMessage(entry.client, {
        message,
        signature,
        address,
        domain: data.domain,
        nonce: data.nonce,
        time: new Date(time),
      });
    },
    close: async () => void (await Promise.all([...chains.values()].map(({ chainRpc }) => chainRpc.close()))),
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
