import type { CaipAddress, Network, TokenConfig } from '@portico/core';
import type { ChainAdapter } from '@portico/core/adapters';
import type { MemoryWallet } from './memoryWallet.js';

/** Ways to break the ChainAdapter contract, each one a rule the conformance suite must catch. */
const adapterFlaws = [
  'writesAnotherChain',
  'misreadsBalance',
  'swapsTokenAmounts',
  'signsWrongly',
  'leavesOutNonce',
  'switchesNothing',
] as const;

export type AdapterFlaw = (typeof adapterFlaws)[number];

/** The in-memory chain: every account holds a balance derived from its address and the network. */
export const memoryBalance = (address: string, network: Network) => `${address.length}.${network.id}0`;

/** Two tokens on every network; an account holds of each an amount derived from its address and the token. */
export const memoryTokens: readonly TokenConfig[] = [
  { address: '0x00000000000000000000000000000000000000a0', symbol: 'MA', decimals: 6 },
  { address: '0x00000000000000000000000000000000000000b0', symbol: 'MB', decimals: 18 },
];
export const memoryTokenBalance = (address: string, network: Network, token: TokenConfig) =>
  `${network.id}.${address.length}${token.symbol === 'MA' ? 1 : 2}`;

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
    async getTokenAmounts({ address, network, tokens }) {
      const amounts = tokens.map((token) => memoryTokenBalance(address, network, token));
      return flawed('swapsTokenAmounts') ? amounts.reverse() : amounts;
    },
    async signMessage({ provider, address, message }) {
      return (provider as MemoryWallet).sign(address, flawed('signsWrongly') ? `${message}!` : message);
    },
    async formatSignInMessage({ domain, accountAddress, uri, nonce, issuedAt }) {
      const lines = [
        `${domain} signs in ${accountAddress}`,
        `URI: ${uri}`,
        `Nonce: ${nonce}`,
        `At: ${issuedAt}`,
      ];
      return lines.filter((line) => !(flawed('leavesOutNonce') && line.startsWith('Nonce'))).join('\n');
    },
    async switchNetwork({ provider, network }) {
      if (!flawed('switchesNothing')) (provider as MemoryWallet).changeNetwork(network);
    },
  };
}
