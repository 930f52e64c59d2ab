import type { Network } from '@portico/core';
import type { ConformanceHarness } from '../harness.js';
import {
  type AdapterFlaw,
  createMemoryAdapter,
  memoryBalance,
  memoryTokenBalance,
  memoryTokens,
} from './memoryAdapter.js';
import { createMemorySource, type SourceFlaw } from './memorySource.js';
import { createMemoryWallet, memorySignature } from './memoryWallet.js';

const network = (id: number, name: string): Network => ({
  id,
  name,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
});

export const memoryNetworks = [network(1, 'Memory One'), network(10, 'Memory Ten')] as const;

export interface MemoryHarnessOptions {
  sourceFlaws?: readonly SourceFlaw[];
  adapterFlaws?: readonly AdapterFlaw[];
  /** How many wallets (1 or 2) and how many accounts the first one holds. */
  wallets?: number;
  accounts?: number;
  /** Whether the wallets change network for the site (default true); false leaves out `changeNetwork`. */
  changesNetwork?: boolean;
  /** The wallets' revocation takes effect this much later, as a remote wallet's over a relay. */
  revokeDelayMs?: number;
  /** The wallets say they are `remote`. */
  remote?: boolean;
}

/** The conformance harness of the in-memory source and adapter. */
export function memoryHarness(options: MemoryHarnessOptions = {}): ConformanceHarness {
  const {
    sourceFlaws = [],
    adapterFlaws = [],
    wallets: walletCount = 2,
    accounts = 2,
    changesNetwork = true,
    revokeDelayMs,
    remote = false,
  } = options;
  return {
    namespace: 'eip155',
    networks: memoryNetworks,
    eventTimeoutMs: 300,
    start() {
      const start = memoryNetworks[0].caipNetworkId;
      const wallets = [
        createMemoryWallet('memory.a', ['0xa1', '0xa2'].slice(0, accounts), start, revokeDelayMs),
        createMemoryWallet('memory.b', ['0xb1'], start, revokeDelayMs),
      ].slice(0, walletCount);
      return {
        wallets: wallets.map((wallet) => ({
          ...wallet,
          connectorId: wallet.id,
          remote,
          ...(accounts < 2 && { changeAccount: undefined }),
          ...(!changesNetwork && { changeNetwork: undefined }),
        })),
        createSource: () => createMemorySource(wallets, sourceFlaws),
        createAdapter: () => createMemoryAdapter(adapterFlaws),
      };
    },
    balanceOf: memoryBalance,
    tokensOf: () => memoryTokens,
    tokenBalanceOf: memoryTokenBalance,
    verifyMessage: ({ address, message, signature }) => signature === memorySignature(address, message),
  };
}
