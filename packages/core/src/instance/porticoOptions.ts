import type { CloudClient, CloudClientOptions } from '../cloud/client/cloudClient.js';
import type { AccountType } from '../domain/caip/accountType.js';
import type { ChainNamespace } from '../domain/caip/chainNamespace.js';
import type { ChainAdapter } from '../domain/chainAdapter/ChainAdapter.js';
import type { ConnectorSource } from '../domain/connectorSource/connectorSource.js';
import type { Network } from '../domain/networks/network.js';
import type { Logger } from '../shared/logger/logger.js';
import type { CustomWallet } from '../walletPicker/connectList/types.js';
import type { Features, ResolvedFeatures } from './features.js';

export interface Metadata {
  name: string;
  description: string;
  url: string;
  icons: readonly string[];
}

/** The minimal storage Portico needs; `localStorage` satisfies it. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface PorticoOptions {
  /** Required: without it the 'Project ID Not Configured' alert is set. */
  projectId: string;
  /** The networks the dApp supports; Ethereum mainnet when omitted (§9 default chain). */
  networks?: readonly Network[];
  /** The network to start on; the first of `networks` otherwise. */
  defaultNetwork?: Network;
  /** One chain adapter per namespace: the namespace's chain work. Zero adapters is valid (wallet-connect only). */
  adapters?: readonly ChainAdapter[];
  /** The ways to connect (injected wallets, WalletConnect, the embedded wallet), each serving one or more namespaces. */
  connectors?: readonly ConnectorSource[];
  /** Where Portico logs (§9: level error, about 1 MB kept); a console logger by default. */
  logger?: Logger;
  metadata?: Metadata;
  features?: Features;
  customWallets?: readonly CustomWallet[];
  /** Keep the unsupported-network placeholder instead of showing UnsupportedChain. Default false. */
  allowUnsupportedChain?: boolean;
  /** Default true. */
  enableNetworkSwitch?: boolean;
  /** Default true. With false the status starts disconnected (§4). */
  enableReconnect?: boolean;
  /** Manual wallet-connect control (§2 rule 2). Default false. */
  manualWCControl?: boolean;
  /** The modal is embedded in the page (no overlay, not appended). Default false. */
  embedded?: boolean;
  /** Do not append the modal element to the body. Default false. */
  disableAppend?: boolean;
  /** Default account type per namespace; §9 defaults otherwise. */
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>;
  /** Whether the visitor is on a mobile device. Default false (Node); the React package injects a detector. */
  isMobile?: boolean | (() => boolean);
  /** Where Portico keeps its browser-stored values; in-memory when absent (Node, SSR). */
  storage?: KeyValueStorage;
  /**
   * The Portico Cloud API base (e.g. `http://127.0.0.1:4100`): the wallet registry, remote features and
   * analytics. Without it Portico runs local-only: local features, connector wallets only, no analytics.
   */
  cloudUrl?: string;
  /** Basic mode: the remote-only features (email, socials, swaps, onramp, activity, multi-wallet) are off. */
  basic?: boolean;
  /** §7 `st` and `sv`; Portico's own by default. */
  sdkType?: string;
  sdkVersion?: string;
  /** Builds the cloud client (tests, custom transports); by default `createCloudClient`'s, loaded on demand. */
  createCloudClient?: (options: CloudClientOptions) => CloudClient;
  /**
   * Development mode: without a cloud, one console notice (warn, through the logger) says what is missing and
   * what Portico Cloud would add, and the built-in logger shows warnings. Default: the page is served from
   * localhost, a loopback address or a `*.localhost` name (`isDevelopmentHost`); false outside a browser.
   */
  development?: boolean;
}

/** The options with every default applied. */
export interface ResolvedPorticoOptions
  extends Required<
    Pick<
      PorticoOptions,
      | 'projectId'
      | 'networks'
      | 'adapters'
      | 'connectors'
      | 'customWallets'
      | 'allowUnsupportedChain'
      | 'enableNetworkSwitch'
      | 'enableReconnect'
      | 'manualWCControl'
      | 'embedded'
      | 'disableAppend'
    >
  > {
  defaultNetwork: Network;
  features: ResolvedFeatures;
  logger: Logger;
  metadata?: Metadata;
  defaultAccountTypes: Readonly<Record<ChainNamespace, AccountType>>;
  cloudUrl?: string;
  basic: boolean;
  development: boolean;
}
