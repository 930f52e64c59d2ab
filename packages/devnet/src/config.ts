import { type Network, porticoDevnet, porticoTestnet } from '@portico/core';
import type { devnetDefaultPorts } from './stack/index.js';

/** Which of the devnet's chains: the keys of `devnetDefaultPorts`. */
export type DevnetChainKey = keyof typeof devnetDefaultPorts;

export interface DevnetChainConfig {
  key: DevnetChainKey;
  network: (port: number) => Network;
  /** Number of the genesis block (anvil `--number`), so the chains' block heights differ clearly. */
  genesisBlockNumber: number;
  /**
   * anvil's `--hardfork`; none: anvil's default (its latest, which has EIP-7702). `cancun` predates EIP-7702, so
   * smart accounts there are ERC-4337 accounts from the factory.
   */
  hardfork?: 'cancun';
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
  { key: 'porticoTestnet', network: porticoTestnet, genesisBlockNumber: 1_000_000, hardfork: 'cancun' },
];

export const devnetTokens = [
  { contractName: 'MintableToken', name: 'Portico USD', symbol: 'pUSD', decimals: 6 },
  { contractName: 'MintableToken', name: 'Portico Token', symbol: 'PORT', decimals: 18 },
] as const satisfies readonly DevnetTokenConfig[];

/** Blocks come on every transaction and, with this interval, also without any (so an indexer sees them arrive). */
export const defaultBlockTimeMs = 1000;

export interface DevnetCollectionConfig {
  name: string;
  symbol: string;
  /** For the cloud's token metadata to flag as spam: the NFTs view hides it. */
  spam: boolean;
  /** Token ids minted to each test account, by its address index. */
  holdings: Readonly<Record<number, readonly number[]>>;
}

/** ERC-721 collections (artifact DevnetCollection), deployed on every chain with the same holdings. */
export const devnetCollections: readonly DevnetCollectionConfig[] = [
  { name: 'Portico Shapes', symbol: 'SHAPE', spam: false, holdings: { 1: [1, 2, 3], 2: [7] } },
  { name: 'Claim Your Airdrop Reward', symbol: 'CLAIM', spam: true, holdings: { 1: [1], 3: [2] } },
];

export interface DevnetNameConfig {
  addressIndex: number;
  /** Forward (`addr`) and reverse record. */
  name: string;
  /** The `avatar` text record. */
  avatar?: string;
}

const avatarSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#4f46e5"/><circle cx="32" cy="26" r="12" fill="#fff"/><rect x="14" y="42" width="36" height="16" rx="8" fill="#fff"/></svg>';

/**
 * ENS-style names, set only on the chains that are not testnets (identity lookups run only there).
 * The accounts the demo's test wallets hold (indexes 1 and 2) stay unnamed, so their screens show addresses.
 */
export const devnetNames: readonly DevnetNameConfig[] = [
  {
    addressIndex: 3,
    name: 'alice.portico.eth',
    avatar: `data:image/svg+xml;base64,${Buffer.from(avatarSvg).toString('base64')}`,
  },
  { addressIndex: 4, name: 'bob.portico.eth' },
];

export interface DevnetFarcasterUserConfig {
  addressIndex: number;
  /** The fname: 1–16 lower-case letters, digits or dashes, as the Farcaster Auth relay accepts. */
  username: string;
  displayName: string;
}

/**
 * Farcaster users on every chain's ID registry, their custody addresses these test accounts (fids from 1 in this
 * order). Like the names, they leave the demo's wallet accounts (indexes 1 and 2) alone.
 */
export const devnetFarcasterUsers: readonly DevnetFarcasterUserConfig[] = [
  { addressIndex: 3, username: 'alice', displayName: 'Alice' },
  { addressIndex: 4, username: 'bob', displayName: 'Bob' },
];

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
  {
    addressIndex: 4,
    balances: {
      porticoDevnet: { ETH: '3.14159', pUSD: '17.000001', PORT: '0.000000000000000123' },
      porticoTestnet: { ETH: '0.5', pUSD: '2', PORT: '6.02214076' },
    },
  },
];
