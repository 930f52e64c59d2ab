import type { AccountState, AccountTab, TokenBalance } from '../account/types.js';
import type { ActivityState } from '../activity/activityState.js';
import type { AlertsState, ToastInput } from '../alerts/types.js';
import type { ApprovalState } from '../approval/approvalState.js';
import type { BackendState } from '../backend/types.js';
import type { AccountType } from '../caip/accountType.js';
import type { CaipNetworkId } from '../caip/caipNetworkId.js';
import type { ChainNamespace } from '../caip/chainNamespace.js';
import type { ChainAdapter } from '../chainAdapter/ChainAdapter.js';
import type { CloudClient, CloudClientOptions } from '../cloudClient/cloudClient.js';
import type { Connection, ConnectionState, RecentConnection } from '../connection/types.js';
import type { ConnectorSource } from '../connector/connectorSource.js';
import type { ConnectListItem } from '../connectors/connectList.js';
import type { ConnectorsState, CustomWallet } from '../connectors/types.js';
import type { EmbeddedWalletState } from '../embeddedWallet/embeddedWalletState.js';
import type { Features, ResolvedFeatures } from '../features/types.js';
import type { LegalState } from '../legal/types.js';
import type { Logger } from '../logger/logger.js';
import type { ModalState, NavigateArgs, OpenOptions, RouterState, ViewName } from '../modal/types.js';
import type { NetworksState } from '../network/types.js';
import type { Network } from '../networks/network.js';
import type { NftsState } from '../nfts/nftsState.js';
import type { TokensOption } from '../options/tokensOption.js';
import type { SendState } from '../send/sendState.js';
import type { SIWEConfig, SIWXConfig, SIWXState } from '../siwx/types.js';
import type { ThemeState, ThemeVariables } from '../theme/types.js';
import type { ThemeMode } from '../validation/themeMode.js';
import type { ImageLoader } from '../walletList/imagePreload.js';
import type { SnapshotWallet } from '../walletList/snapshotWallet.js';
import type { WalletListState } from '../walletList/walletListState.js';

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
  /** Whether Portico Cloud serves the instance; without it each cloud service is on its local fallback. */
  backend: BackendState;
  activity: ActivityState;
  nfts: NftsState;
  send: SendState;
  /** The embedded wallet: its secure frame, the email-login and email-update steps. */
  embeddedWallet: EmbeddedWalletState;
  /** The ApproveTransaction stack of unsafe embedded-wallet requests. */
  approval: ApprovalState;
}

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
  /**
   * Sign in with X. Sign-in is not built yet: the option is checked against `siweConfig` (§5) and otherwise
   * ignored, with a warning; no view asks for a signature and closing is never held back for it.
   */
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
  /**
   * Without `cloudUrl`, the registry the wallet list shows: the snapshot shipped with core (a lazily loaded
   * chunk) by default. Tests and dApps with a registry of their own pass another.
   */
  loadRegistrySnapshot?: () => Promise<readonly SnapshotWallet[]>;
  /**
   * Tokens whose balances are read from the chain through the chain adapter when no Portico Cloud is configured,
   * per CAIP-2 network id: `{ 'eip155:1': [{ address, symbol, decimals, name?, iconUrl? }] }` (ERC-20 contracts,
   * SPL mints). Checked at creation: a fault throws 'Invalid `tokens` option at <path>: <reason>'.
   */
  tokens?: TokensOption;
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
  defaultAccountTypes: Readonly<Record<ChainNamespace, AccountType>>;
  cloudUrl?: string;
  basic: boolean;
  /** The checked `tokens` option; `{}` when absent. */
  tokens: TokensOption;
  development: boolean;
}

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
  /**
   * Pairs a remote wallet over WalletConnect in the active namespace: the pairing URI arrives in state (the
   * ConnectingWalletConnect views show it as a QR code and links), then the session as a connection. Joins a
   * pairing already under way; never rejects (the outcome is in state). Throws when no WalletConnect
   * connector is configured.
   */
  connectWalletConnect(): Promise<void>;
  /** §3 deep-link choice: remembers (in storage) the wallet link the visitor followed to pair. */
  rememberWalletLink(choice: { name: string; href: string }): void;
  /** Whether the visitor is on a mobile device now (the `isMobile` option). */
  isMobile(): boolean;
  /** Loads AllWallets page `page` of the registry (40 entries, §9); only the next page is loaded. */
  fetchWallets(page: number): Promise<void>;
  /** Searches the registry once the typing pauses for 300 ms (§9); an empty query clears the results. */
  searchWallets(query: string): void;
  /**
   * §4 disconnect: the current connection of `namespace` (every connected namespace when absent), or the
   * connection of `connectorId` there. Closes the modal unless `closeModal` is false.
   */
  disconnect(options?: {
    namespace?: ChainNamespace;
    connectorId?: string;
    closeModal?: boolean;
  }): Promise<void>;
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
  /**
   * §5 the Activity tab: loads the first page of the active account's transactions on the active network,
   * then the next page on each call while there is one. Throws 'Transactions can't be fetched without an
   * accountAddress' when no account is connected.
   */
  fetchTransactions(): Promise<void>;
  /**
   * The NFTs tab: loads the active account's NFTs on the active network (eip155 networks the cloud serves;
   * others have none), reusing an answer for 30 s. Nothing when no account is connected.
   */
  fetchNfts(): Promise<void>;
  /** Refetches the active account's native balance. */
  refreshBalance(namespace?: ChainNamespace): Promise<void>;
  /**
   * Refetches the active account's native balance and, when a cloud is configured, its §7 token balances past
   * the 30 s cache (after a send).
   */
  refreshTokenBalances(): Promise<void>;
  /** The Send form (§3 send state): the token to send, of the account's balances. */
  setSendToken(token: TokenBalance): void;
  /** The amount as typed (§5 decimal syntax; more decimals than the token has is refused at preview). */
  setSendAmount(amount: string): void;
  /** The receiver as typed: an address, or on eip155 a name (resolve it with `resolveSendReceiver`). */
  setSendReceiver(receiver: string): void;
  /** Resolves a typed eip155 name through Portico Cloud, with the receiver's profile name and image. */
  resolveSendReceiver(): Promise<void>;
  /** The whole token balance, or for the native coin the balance less the network fee. */
  setMaxSendAmount(): Promise<void>;
  /**
   * §5 send checks ('An amount and receiver address are required', 'A token is required', 'Unsupported chain',
   * decimals, address, balance and fee), then the fee estimate and WalletSendPreview; a failure sets `send.error`.
   */
  previewSend(): Promise<void>;
  /**
   * Sends through the connected wallet. Success clears the send state (§4) keeping `send.sent`, and refreshes
   * balances and activity; a rejection in the wallet keeps the form and sets `send.error`.
   */
  confirmSend(): Promise<void>;
  resetSend(): void;

  /**
   * §4 email login, the Connect view's Continue: §5 email-code trigger (a valid email, no request in flight, the
   * 30 s cooldown 'Please try again after N seconds'), then EmailLogin at the code step, or straight
   * to the connection. Never rejects: the outcome is in `embeddedWallet.login`.
   */
  connectEmail(email: string): Promise<void>;
  /** Sends the email code again, under the same §5 rules. */
  resendEmailCode(): Promise<void>;
  /**
   * EmailLogin's code step: the 6-digit code. A wallet that needs its recovery password goes to the recovery step,
   * where the visitor types it in the secure frame (shown with `attachSecureFrame`); then the wallet connects.
   */
  submitEmailOtp(otp: string): Promise<void>;
  /** Leaves EmailLogin and starts the email login over. */
  resetEmailLogin(): void;
  /** §4 email update from the Account view: UpdateEmailWallet at its new-email step. */
  startEmailUpdate(): void;
  submitNewEmail(email: string): Promise<void>;
  submitEmailUpdatePrimaryOtp(otp: string): Promise<void>;
  /** The code sent to the new email: the account's email becomes the new one. */
  submitEmailUpdateSecondaryOtp(otp: string): Promise<void>;
  /**
   * Shows the embedded wallet's secure frame over `anchor` (an element of ApproveTransaction or of EmailLogin's
   * recovery step) until the returned function runs: approvals and recovery passwords happen in the frame's own
   * document. Without an embedded wallet, nothing shows.
   */
  attachSecureFrame(anchor: HTMLElement): () => void;

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
