export { type ContractArtifact, loadArtifact } from './artifacts.js';
export {
  type AccountBalances,
  type DevnetChainConfig,
  type DevnetChainKey,
  type DevnetTokenConfig,
  deployerIndex,
  devnetChains,
  devnetMnemonic,
  devnetTokens,
  type TestAccountConfig,
  testAccounts,
} from './config.js';
export { type Devnet, type DevnetChain, type DevnetOptions, startDevnet } from './devnet.js';
