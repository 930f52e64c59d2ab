import type { AccountType } from '../caip/accountType.js';
import type { CaipAddress } from '../caip/caipAddress.js';
import type { CaipNetworkId } from '../caip/caipNetworkId.js';
import type { ChainNamespace } from '../caip/chainNamespace.js';
import type { ChainAdapter } from '../chainAdapter/ChainAdapter.js';
import type { CloudClient, CloudClientOptions } from '../cloudClient/cloudClient.js';
import type { Connector } from '../connector/connector.js';
import type { ConnectedAccount, ConnectorDisplay, ConnectorSource } from '../connector/connectorSource.js';
import type { ConnectListItem } from '../connectors/connectList.js';
import type { AlertCode, AlertVariant } from '../errors/alerts.js';
import type { Logger } from '../logger/logger.js';
import type { NetworkSwitchError } from '../network/switchError.js';
import type { Network } from '../networks/network.js';
import type { SocialProvider } from '../validation/socialProvider.js';
import type { ThemeMode } from '../validation/themeMode.js';
import type { ImageLoader } from '../walletList/imagePreload.js';
import type { WalletListState } from '../walletList/walletListState.js';

// ─── Views (§2) ──────────────────────────────────────────────────────────────

/** Optional arguments the Swap view accepts when opened (§2). */
export interface SwapArguments {
  fromToken?: string;
  toToken?: string;
  amount?: string;
}

/** The params of every view of spec §2; `undefined` where a view takes none. */
export interface RouteData {
  Connect: undefined;
  Account: undefined;
  AllWallets: undefined;
  Networks: undefined;
  ConnectingWalletConnect: { walletId?: string } | undefined;
  ConnectingWalletConnectBasic: undefined;
  ConnectingExternal: { connectorId: string };
  ConnectingFarcaster: undefined;
  EmailLogin: undefined;
  UpdateEmailWallet: undefined;
  ProfileWallets: undefined;
  ApproveTransaction: undefined;
  SIWXSignMessage: undefined;
  SwitchNetwork: { network: Network };
  SwitchActiveChain: {
    switchToChain: ChainNamespace;
    navigateTo?: 'Connect';
    navigateWithReplace?: boolean;
    network?: Network;
  };
  UnsupportedChain: undefined;
  RegisterAccountName: undefined;
  RegisterAccountNameSuccess: undefined;
  Swap: SwapArguments | undefined;
}

export type ViewName = keyof RouteData;

/** One entry of the view history: a view with its params. */
export type Route = { [V in ViewName]: { view: V; data: RouteData[V] } }[ViewName];

export interface NavigateOptions {
  /** Replace the current view instead of pushing onto the history. */
  replace?: boolean;
}

/** `navigate(view, data?, options?)`: data is required for views whose params are required. */
export type NavigateArgs<V extends ViewName> = undefined extends RouteData[V]
  ? [data?: RouteData[V], options?: NavigateOptions]
  : [data: RouteData[V], options?: NavigateOptions];

export type OpenOptions = {
  [V in ViewName]: {
    view?: V;
    data?: RouteData[V];
    /** Opening with a namespace other than the active one switches network without confirmation (§2 rule 1). */
    namespace?: ChainNamespace;
    /** A pairing uri, for ConnectingWalletConnect(Basic) (§2 rule 3). */
    uri?: string;
  };
}[ViewName];

// ─── State slices ────────────────────────────────────────────────────────────

/** §4 Modal: open or closed, a loading flag (also per namespace) and a 500 ms shake flag. */
export interface ModalState {
  open: boolean;
  loading: boolean;
  loadingByNamespace: Partial<Record<ChainNamespace, boolean>>;
  shake: boolean;
  /** A pairing uri given to `open()`. */
  uri?: string;
}

export interface RouterState {
  view: ViewName;
  data: RouteData[ViewName];
  /** The view history; the last entry is the current view. */
  history: readonly Route[];
}

/** §4 connection status per chain namespace. */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected';

/** §4 per-connection status on reconnect. */
export type StoredConnectionStatus = 'connected' | 'active' | 'disconnected';

/** A failed connect attempt, shown by the ConnectingExternal error view (with retry). */
export interface ConnectError {
  connectorId: string;
  /** The wallet's error code when it gave one (4001, 4100, …). */
  code?: number;
  /** User-facing text (see `walletErrorMessage`). */
  message: string;
}

/** §3 Connection: a connected wallet in one namespace (a connection serving several appears in each). */
export interface Connection {
  connectorId: string;
  /** The id of the connector source that made it (asked again on reconnect). */
  sourceId: string;
  /** The connection's accounts in this namespace, as the connector reported them. */
  accounts: readonly ConnectedAccount[];
  /** The network the wallet is on in this namespace, when it has one. */
  caipNetworkId?: CaipNetworkId;
  /** §3 network state of the namespace while this connection is current. */
  approvedCaipNetworkIds: readonly CaipNetworkId[];
  supportsAllNetworks: boolean;
  auth?: { name?: string };
}

/** §6 a connection that ended, kept so the visitor can connect that wallet again (most recent first). */
export interface RecentConnection {
  connectorId: string;
  namespace: ChainNamespace;
  name: string;
  icon?: string;
  caipAddress?: CaipAddress;
}

export interface ConnectionState {
  /** §3 connections per namespace, the current one first. */
  connections: Partial<Record<ChainNamespace, readonly Connection[]>>;
  /** The current connection's connector id per namespace. */
  connectorIds: Partial<Record<ChainNamespace, string>>;
  /** The connected-namespace record: namespaces with a current connection. */
  connectedNamespaces: readonly ChainNamespace[];
  /** The namespace of the active network. */
  activeNamespace: ChainNamespace;
  error?: ConnectError;
  /** What a connecting view shows per connector (a pairing URI, a code), while a connect is under way. */
  displays: Readonly<Record<string, ConnectorDisplay>>;
  /** §6 recent connections (stored). */
  recent: readonly RecentConnection[];
}

export interface ConnectedWalletInfo {
  name: string;
  icon?: string;
  type?: Connector['type'];
}

/** §3 User (from the embedded wallet's secure frame). */
export interface PorticoUser {
  email?: string | null;
  address: string;
  chainId: string | number;
  userName?: string;
  accounts?: { address: string; type: 'EOA' | 'SMART_ACCOUNT' }[];
  smartAccountDeployed?: boolean;
  preferredAccountType?: AccountType;
}

/** §3 Token balance. */
export interface TokenBalance {
  name: string;
  symbol: string;
  chainId: CaipNetworkId;
  address?: string;
  decimals: number;
  quantity: { decimals: string; numeric: string };
  iconUrl?: string;
  price?: number;
  value?: number;
}

export type AccountTab = 'Tokens' | 'NFTs' | 'Activity';

/** §3 Account state, per chain namespace. */
export interface AccountState {
  status: ConnectionStatus;
  caipAddress?: CaipAddress;
  address?: string;
  /** The raw decimal string the adapter reported; format with `formatBalance` when displayed. */
  balance?: string;
  balanceSymbol?: string;
  balanceLoading?: boolean;
  profileName?: string;
  profileImage?: string;
  user?: PorticoUser;
  tokenBalance: readonly TokenBalance[];
  smartAccountDeployed?: boolean;
  preferredAccountType: AccountType;
  socialProvider?: SocialProvider | 'farcaster';
  farcasterUrl?: string;
  addressLabels: Readonly<Record<string, string>>;
  currentTab: AccountTab;
  /** `<explorer>/address/<address>` of the active network's block explorer. */
  addressExplorerUrl?: string;
  connectedWalletInfo?: ConnectedWalletInfo;
}

/** §3 Network state, per chain namespace. */
export interface NetworkState {
  caipNetwork?: Network;
  supportsAllNetworks: boolean;
  smartAccountEnabledNetworks: readonly CaipNetworkId[];
  requestedCaipNetworks: readonly Network[];
  approvedCaipNetworkIds: readonly CaipNetworkId[];
}

export interface NetworksState {
  /** Every configured network (the `networks` option plus `addNetwork`, minus `removeNetwork`). */
  networks: readonly Network[];
  /** The active network; an unsupported-network placeholder when the wallet reports an unknown chain (§4). */
  activeCaipNetwork: Network;
  /** Whether the active network is the unsupported-network placeholder. */
  unsupported: boolean;
  byNamespace: Partial<Record<ChainNamespace, NetworkState>>;
  /** §4: set while selecting a network in another namespace. */
  switchingNamespace: boolean;
  /** The last failed switch (cleared when the next one starts), shown by the switching views with Retry. */
  switchError?: NetworkSwitchError;
}

/** A wallet the dApp adds to the list (`customWallets`). */
export interface CustomWallet {
  id: string;
  name: string;
  imageUrl?: string;
  homepage?: string;
  mobile_link?: string;
  desktop_link?: string;
  webapp_link?: string;
}

/** A wallet the user connected recently (§9: 2 kept, in storage). */
export interface RecentWallet {
  id: string;
  name: string;
  imageUrl?: string;
  rdns?: string;
}

export interface ConnectorsState {
  /** Every adapter's connectors, merged (one entry per id and namespace). */
  connectors: readonly Connector[];
  recentWallets: readonly RecentWallet[];
}

/** §3 Notification message. */
export interface Toast {
  message: string;
  variant: 'success' | 'loading' | 'error';
  svg?: string;
  open: boolean;
  autoClose: boolean;
}

export type ToastInput = Pick<Toast, 'message' | 'variant'> & Partial<Pick<Toast, 'svg' | 'autoClose'>>;

/** A §8 alert as shown (short and long form). */
export interface PorticoAlert {
  code: AlertCode;
  shortMessage: string;
  longMessage: string;
  variant: AlertVariant;
}

export interface AlertsState {
  alert?: PorticoAlert;
  toast?: Toast;
}

/** Theme variables, passed to the modal as `--portico-*` CSS custom properties. */
export interface ThemeVariables {
  '--portico-font-family'?: string;
  '--portico-accent'?: string;
  '--portico-color-mix'?: string;
  '--portico-color-mix-strength'?: number;
  '--portico-font-size-master'?: string;
  '--portico-border-radius-master'?: string;
  '--portico-z-index'?: number;
}

export interface ThemeState {
  mode: ThemeMode;
  variables: ThemeVariables;
}

export interface SIWXState {
  /** Whether a sign-in session exists for the active account and network (asked from `siwx.getSessions`). */
  hasSession: boolean;
}

/** §9 legal checkbox: whether the visitor agreed to the terms and privacy policy (for this instance's life). */
export interface LegalState {
  accepted: boolean;
}

export interface PorticoState {
  modal: ModalState;
  router: RouterState;
  connection: ConnectionState;
  accounts: Partial<Record<ChainNamespace, AccountState>>;
  networks: NetworksState;
  connectors: ConnectorsState;
  alerts: AlertsState;
  theme: ThemeState;
  siwx: SIWXState;
  legal: LegalState;
  /** The features in effect: the local ones, overridden by the project's remote configuration once loaded. */
  features: ResolvedFeatures;
  walletList: WalletListState;
}

// ─── Options ─────────────────────────────────────────────────────────────────

export interface Metadata {
  name: string;
  description: string;
  url: string;
  icons: readonly string[];
}

/** §3 feature flags (plus the §9 local defaults). */
export interface Features {
  email?: boolean;
  socials?: readonly (SocialProvider | 'farcaster')[] | false;
  swaps?: boolean;
  onramp?: boolean;
  activity?: boolean;
  reownBranding?: boolean;
  multiWallet?: boolean;
  analytics?: boolean;
  send?: boolean;
  receive?: boolean;
  pay?: boolean;
  allWallets?: boolean;
  legalCheckbox?: boolean;
  smartSessions?: boolean;
}

export type ResolvedFeatures = Required<Features>;

/** §3 SIWX session. */
export interface SIWXSession {
  data: {
    accountAddress: string;
    chainId: CaipNetworkId;
    [key: string]: unknown;
  };
  message: string;
  signature: string;
  cacao?: unknown;
}

/** Sign in with X. Core asks it whether sign-in is required and for existing sessions; its flows come later. */
export interface SIWXConfig {
  getRequired(): boolean;
  getSessions(caipNetworkId: CaipNetworkId, address: string): Promise<SIWXSession[]>;
  addSession?(session: SIWXSession): Promise<void>;
  revokeSession?(caipNetworkId: CaipNetworkId, address: string): Promise<void>;
}

/** The legacy sign-in-with-Ethereum configuration; it may not be combined with `siwx` (§5). */
export interface SIWEConfig {
  [key: string]: unknown;
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
  themeMode?: ThemeMode;
  themeVariables?: ThemeVariables;
  featuredWalletIds?: readonly string[];
  includeWalletIds?: readonly string[];
  excludeWalletIds?: readonly string[];
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
  termsConditionsUrl?: string;
  privacyPolicyUrl?: string;
  siweConfig?: SIWEConfig;
  siwx?: SIWXConfig;
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
  /** Builds the cloud client (tests, custom transports); `createCloudClient` by default. */
  createCloudClient?: (options: CloudClientOptions) => CloudClient;
  /** Preloads wallet images (§9 2 s timeout); `new Image()` in the browser by default. */
  loadImage?: ImageLoader;
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
      | 'themeMode'
      | 'themeVariables'
      | 'featuredWalletIds'
      | 'includeWalletIds'
      | 'excludeWalletIds'
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
  termsConditionsUrl?: string;
  privacyPolicyUrl?: string;
  siweConfig?: SIWEConfig;
  siwx?: SIWXConfig;
  defaultAccountTypes: Readonly<Record<ChainNamespace, AccountType>>;
  cloudUrl?: string;
  basic: boolean;
}

// ─── The instance ────────────────────────────────────────────────────────────

export type Unsubscribe = () => void;

export interface Portico {
  readonly options: ResolvedPorticoOptions;
  /** Resolves when adapters are set up and the stored connections were restored (§4 start). */
  readonly ready: Promise<void>;

  /** Opens the modal by the five rules of §2, in order. */
  open(options?: OpenOptions): Promise<void>;
  /** Closes the modal (unless closing is disabled) and resets the view (§2). */
  close(): void;
  /** Pops the view history; at the first view it closes (§2). */
  back(): void;
  navigate<V extends ViewName>(view: V, ...args: NavigateArgs<V>): void;

  /**
   * Connects a wallet: §4 statuses, abortable by closing the modal ('Modal closed'; a wallet that approves
   * afterwards is adopted). Without multi-wallet the namespace's previous connection is disconnected.
   */
  connect(connectorId: string, options?: { namespace?: ChainNamespace }): Promise<void>;
  /**
   * Picking a row of the wallet list: the wallet's connector in the active namespace (else its first) connects
   * on ConnectingExternal; a wallet-connect wallet, or one without a connector, goes to ConnectingWalletConnect.
   * Never rejects: the account, or the error with retry, arrives in state. Does nothing while the legal
   * checkbox is shown and not ticked (`selectConnectLocked`).
   */
  connectWallet(wallet: Pick<ConnectListItem, 'id' | 'connectors'>): Promise<void>;
  /** Loads AllWallets page `page` of the registry (40 entries, §9); only the next page is loaded. */
  fetchWallets(page: number): Promise<void>;
  /** Searches the registry once the typing pauses for 300 ms (§9); an empty query clears the results. */
  searchWallets(query: string): void;
  disconnect(options?: { namespace?: ChainNamespace; closeModal?: boolean }): Promise<void>;
  /**
   * The §2 switching rules (what picking a network does): same network → nothing; otherwise it shows
   * SwitchNetwork or SwitchActiveChain (opening the modal if needed); `force` always asks for confirmation.
   * A network not in the list sets the 'Network Not Found' alert.
   */
  switchNetwork(network: Network | CaipNetworkId, options?: { force?: boolean }): Promise<void>;
  /**
   * Performs a switch (§4 network changes), without any view: asks the wallet when connected in that
   * namespace, otherwise only sets the active network. The SwitchNetwork view calls this.
   * Rejects with 'Chain is not supported' when the wallet cannot add the chain.
   */
  switchActiveNetwork(network: Network | CaipNetworkId): Promise<void>;
  /**
   * Performs the switch the current SwitchNetwork or SwitchActiveChain view asks for, then leaves that view:
   * SwitchActiveChain continues to its `navigateTo` view (replacing itself with `navigateWithReplace`);
   * otherwise the previous view shows, or the modal closes when the switching view was the first.
   * Never rejects: a failure stays on the view, in `networks.switchError`.
   */
  confirmNetworkSwitch(): Promise<void>;
  /** Signs with the current connection of the active namespace. */
  signMessage(message: string): Promise<string>;
  /** §6 the live connections of a namespace (the active one by default), current first. Multi-wallet only. */
  getConnections(namespace?: ChainNamespace): readonly Connection[];
  /** §6 connections that ended, most recent first. Multi-wallet only. */
  getRecentConnections(namespace?: ChainNamespace): readonly RecentConnection[];
  /** §6 makes a live connection the namespace's current one. Multi-wallet only. */
  switchConnection(params: { connectorId: string; namespace?: ChainNamespace }): Promise<void>;
  /** §6 disconnects a connection (if live) and forgets it from the recent ones. Multi-wallet only. */
  deleteConnection(params: { connectorId: string; namespace?: ChainNamespace }): Promise<void>;
  /** §6 calls `listener` with a namespace's live connections whenever they change. Multi-wallet only. */
  subscribeConnections(
    listener: (connections: readonly Connection[]) => void,
    namespace?: ChainNamespace,
  ): Unsubscribe;
  /** §4 account type: switching to smartAccount is allowed only if enabled on the network and the type is eoa. */
  setPreferredAccountType(type: AccountType, namespace?: ChainNamespace): void;
  /** Ticks or unticks the legal checkbox (§9 `legalCheckbox`): until it is ticked nothing connects. */
  setLegalAccepted(accepted: boolean): void;
  /** Selects the Account view's tab (§3 currentTab), of the active namespace by default. */
  setAccountTab(tab: AccountTab, namespace?: ChainNamespace): void;
  /** Refetches the active account's native balance. */
  refreshBalance(namespace?: ChainNamespace): Promise<void>;

  addNetwork(network: Network): void;
  removeNetwork(caipNetworkId: CaipNetworkId): void;

  setThemeMode(mode: ThemeMode): void;
  setThemeVariables(variables: ThemeVariables): void;
  showToast(toast: ToastInput): void;
  hideToast(): void;
  /** Removes the §8 alert shown in the alert bar. */
  dismissAlert(): void;
  /** Shakes the modal for 500 ms (§4). */
  shake(): void;

  getState(): PorticoState;
  subscribe(listener: (state: PorticoState, previous: PorticoState) => void): Unsubscribe;
  subscribe<T>(
    selector: (state: PorticoState) => T,
    listener: (value: T, previous: T) => void,
    equals?: (a: T, b: T) => boolean,
  ): Unsubscribe;
  /** Stops adapters, timers and listeners. */
  destroy(): void;
}
