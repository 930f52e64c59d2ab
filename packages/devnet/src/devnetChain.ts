import type { Network } from '@portico/core';
import type { DevnetChainKey } from './config.js';
import type { SmartAccountContracts } from './smartAccounts/contracts.js';
import type { StackChain } from './stack/index.js';

export interface DevnetChain
  extends Omit<StackChain, keyof SmartAccountContracts | 'eip7702'>,
    SmartAccountContracts {
  key: DevnetChainKey;
  port: number;
  /** The chain's Network, its RPC URL pointing at this devnet's port. */
  network: Network;
  /** Whether the chain's hardfork has EIP-7702 (the first chain's does, the second's, cancun, does not). */
  eip7702: boolean;
}

/** The chain as `.portico/stack.json` lists it: copies, so the caller may change what it gets. */
export function chainToStack(chain: DevnetChain): StackChain {
  return {
    chainId: chain.chainId,
    caipNetworkId: chain.caipNetworkId,
    name: chain.name,
    testnet: chain.testnet,
    rpcUrl: chain.rpcUrl,
    tokens: chain.tokens.map((token) => ({ ...token })),
    ...(chain.collections ? { collections: structuredClone(chain.collections) } : {}),
    ...(chain.ens ? { ens: structuredClone(chain.ens) } : {}),
    entryPoint: chain.entryPoint,
    simple7702Account: chain.simple7702Account,
    simpleAccountFactory: chain.simpleAccountFactory,
    paymaster: chain.paymaster,
    porticoAccountFactory: chain.porticoAccountFactory,
    eip7702: chain.eip7702,
    ...(chain.bundlerUrl ? { bundlerUrl: chain.bundlerUrl } : {}),
    ...(chain.dex ? { dex: { ...chain.dex } } : {}),
  };
}
