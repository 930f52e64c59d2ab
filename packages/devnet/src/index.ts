export { type Bundler, type BundlerOptions, startBundler } from './bundler/startBundler.js';
export {
  type Devnet,
  type DevnetFarcaster,
  type DevnetOptions,
  startDevnet,
} from './devnet.js';
export type { DevnetChain } from './devnetChain.js';
export {
  type FarcasterRelay,
  type FarcasterRelayOptions,
  startFarcasterRelay,
} from './farcaster/farcasterRelay.js';
export { type AddAuthAddressOptions, addFarcasterAuthAddress } from './farcaster/registries.js';
export { startOidcProvider } from './oidc/lazy.js';
export { oidcBrowser } from './oidc/oidcBrowser.js';
export type { OidcProvider, OidcProviderOptions } from './oidc/oidcProvider.js';
export { devnetPaymasterSigner } from './smartAccounts/keys.js';
export { verifyingPaymaster } from './smartAccounts/sponsor.js';
export type { SolanaBalances } from './solana/config.js';
export type { SolanaTestAccount } from './solana/genesis.js';
export { startSolanaDevnet } from './solana/lazy.js';
export type { SolanaDevnet, SolanaDevnetOptions } from './solana/solanaDevnet.js';
export {
  devnetDefaultPorts,
  parseStack,
  type Stack,
  type StackAccount,
  type StackChain,
  type StackCollection,
  type StackDex,
  type StackEns,
  type StackEnsName,
  type StackFarcaster,
  type StackFarcasterAccount,
  type StackOidc,
  type StackOidcClient,
  type StackSmartAccounts,
  type StackSolana,
  type StackSolanaAccount,
  type StackSolanaNetwork,
  type StackSolanaToken,
  type StackToken,
  stackFilePath,
  toSolanaNetwork,
} from './stack/index.js';
