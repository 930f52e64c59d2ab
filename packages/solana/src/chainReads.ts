import type { Network } from '@portico/core';
import { address } from '@solana/addresses';
import type { Rpc, SolanaRpcApi } from '@solana/rpc';
import { createRpcClients } from './solanaRpc.js';
import { readTokenBalances, type TokenBalance } from './tokenBalances.js';

export interface ChainReads {
  rpcOf(network: Network): Rpc<SolanaRpcApi>;
  /** The account's balance in lamports. */
  getLamports(owner: string, network: Network): Promise<bigint>;
  getTokenBalances(owner: string, network: Network): Promise<TokenBalance[]>;
}

/** What the adapter reads from the network, loaded on the first read: kit's RPC client stays out of the initial JS. */
export function createChainReads(): ChainReads {
  const rpcOf = createRpcClients();
  return {
    rpcOf,
    getLamports: async (owner, network) => (await rpcOf(network).getBalance(address(owner)).send()).value,
    getTokenBalances: (owner, network) => readTokenBalances(rpcOf(network), owner),
  };
}
