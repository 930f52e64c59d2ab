import { type devnetDefaultPorts, type Network, porticoDevnet, porticoTestnet } from '@portico/core';

/** Which of the devnet's chains: the keys of `devnetDefaultPorts`. */
export type DevnetChainKey = keyof typeof devnetDefaultPorts;

export interface DevnetChainConfig {
  key: DevnetChainKey;
  network: (port: number) => Network;
  /** Number of the genesis block (anvil `--number`), so the chains' block heights differ clearly. */
  genesisBlockNumber: number;
}

export interface DevnetTokenConfig {
  /** Artifact the token is deployed from; its constructor takes (name, symbol, decimals). */
  contractName: 'MintableToken';
  name: string;
  symbol: string;
  decimals: number;
}

export const devnetChains: readonly DevnetChainConfig[] = [
  { key: 'porticoDevnet', network: porticoDevnet, genesisBlockNumber: 0 },
  { key: 'porticoTestnet', network: porticoTestnet, genesisBlockNumber: 1_000_000 },
];

export const devnetTokens = [
  { contractName: 'MintableToken', name: 'Portico USD', symbol: 'pUSD', decimals: 6 },
  { contractName: 'MintableToken', name: 'Portico Token', symbol: 'PORT', decimals: 18 },
] as const satisfies readonly DevnetTokenConfig[];

/**
 * Anvil's well-known default mnemonic: wallets and tools already know its keys, and anvil derives
 * the same accounts. Index 0 deploys the contracts (and pays their gas); the test accounts start
 * at index 1 so their balances stay exactly as configured.
 */
export const devnetMnemonic = 'test test test test test test test test test test test junk';
export const deployerIndex = 0;

/** Native coin (by the network's currency symbol) and token amounts as canonical decimal strings. */
export type AccountBalances = Record<'ETH' | (typeof devnetTokens)[number]['symbol'], string>;

export interface TestAccountConfig {
  /** BIP-44 address index under `devnetMnemonic`. */
  addressIndex: number;
  balances: Record<DevnetChainKey, AccountBalances>;
}

// Exact, non-round and different per chain, so a test or a screen that shows a wrong chain's,
// a rounded or a truncated balance is caught.
export const testAccounts: readonly TestAccountConfig[] = [
  {
    addressIndex: 1,
    balances: {
      porticoDevnet: { ETH: '1.23456789', pUSD: '1234.567891', PORT: '42.123456789012345678' },
      porticoTestnet: { ETH: '2.718281828459045235', pUSD: '31.415926', PORT: '0.57721566490153286' },
    },
  },
  {
    addressIndex: 2,
    balances: {
      porticoDevnet: { ETH: '0.987654321', pUSD: '98765.432109', PORT: '7.000000000000000001' },
      porticoTestnet: { ETH: '0.000123456789', pUSD: '271828.182845', PORT: '1.414213562373095048' },
    },
  },
  {
    addressIndex: 3,
    balances: {
      porticoDevnet: { ETH: '12.3456', pUSD: '0.424242', PORT: '1000000.5' },
      porticoTestnet: { ETH: '100.000000000000000001', pUSD: '0.050505', PORT: '3.333333333333333333' },
    },
  },
];
