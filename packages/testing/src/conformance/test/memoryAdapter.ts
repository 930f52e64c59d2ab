import type { CaipAddress, ChainAdapter, Network } from '@portico/core';
import type { MemoryWallet } from './memoryWallet.js';

/** Ways to break the ChainAdapter contract, each one a rule the conformance suite must catch. */
export const adapterFlaws = [
  'writesAnotherChain',
  'misreadsBalance',
  'signsWrongly',
  'switchesNothing',
] as const;

export type AdapterFlaw = (typeof adapterFlaws)[number];

/** The in-memory chain: every account holds a balance derived from its address and the network. */
export const memoryBalance = (address: string, network: Network) => `${address.length}.${network.id}0`;

export function createMemoryAdapter(flaws: readonly AdapterFlaw[]): ChainAdapter {
  const flawed = (flaw: AdapterFlaw) => flaws.includes(flaw);
  return {
    namespace: 'eip155',
    toCaipAddress(address, network): CaipAddress {
      return flawed('writesAnotherChain') ? `eip155:999:${address}` : `${network.caipNetworkId}:${address}`;
    },
    async getBalance({ address, network }) {
      const balance = flawed('misreadsBalance') ? '0' : memoryBalance(address, network);
      return { balance, symbol: network.nativeCurrency.symbol };
    },
    async signMessage({ provider, address, message }) {
      return (provider as MemoryWallet).sign(address, flawed('signsWrongly') ? `${message}!` : message);
    },
    async switchNetwork({ provider, network }) {
      if (!flawed('switchesNothing')) (provider as MemoryWallet).changeNetwork(network);
    },
  };
}
