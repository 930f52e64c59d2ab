import type { Logger } from '../../shared/logger/logger.js';
import type { AccountType } from '../caip/accountType.js';
import type { CaipAddress } from '../caip/caipAddress.js';
import type { CaipNetworkId } from '../caip/caipNetworkId.js';
import type { ChainNamespace } from '../caip/chainNamespace.js';
import type { Network } from '../networks/network.js';
import type { SignedSignIn, SignInRequest } from '../signIn/signInMessage.js';
import type { Connector } from './connector.js';

/** One account a wallet gave access to, as a full CAIP-10 address with its §3 account type. */
export interface ConnectedAccount {
  caipAddress: CaipAddress;
  type: AccountType;
}

/** What a connector source reports for a connected wallet: every namespace it serves at once. */
export interface WalletConnection {
  connectorId: string;
  /** The accounts of every namespace the connection serves (a WalletConnect session: eip155 and solana). */
  accounts: readonly ConnectedAccount[];
  /** The network the wallet is on now, per namespace, when the wallet has one (an injected EVM wallet does). */
  caipNetworkIds?: Partial<Record<ChainNamespace, CaipNetworkId>>;
  /** §3 network state: the networks the wallet approved (a WalletConnect session's chains); empty for any. */
  approvedCaipNetworkIds?: readonly CaipNetworkId[];
  /** §3 network state: whether the wallet can be asked for any network (an injected wallet) or only approved ones. */
  supportsAllNetworks: boolean;
  /** §3 Connection auth info (the embedded wallet's login). */
  auth?: { name?: string };
  /** The sign-ins the wallet signed while connecting (answering `ConnectParams.signIn`). */
  signedIn?: readonly SignedSignIn[];
}

/** What the view shows while a connect is under way: a pairing URI to scan, or a code to ask for. */
export type ConnectorDisplay = { kind: 'uri'; uri: string } | { kind: 'code'; code: string };

/** Events a connector source reports; core's connection machine reacts to them (§4). */
export type ConnectorEvent =
  /** The wallets this source can connect now (discovery); replaces its earlier report. */
  | { type: 'connectors'; connectors: readonly Connector[] }
  /** A wallet connected without a pending `connect` call: a late approval, or a wallet that connected on its own. */
  | { type: 'connect'; connection: WalletConnection }
  /** The wallet's accounts changed; a namespace left without accounts is disconnected there. */
  | { type: 'accountsChanged'; connectorId: string; accounts: readonly ConnectedAccount[] }
  | { type: 'chainChanged'; connectorId: string; caipNetworkId: CaipNetworkId }
  /** The wallet ended the connection (in every namespace it served). */
  | { type: 'disconnect'; connectorId: string }
  /** What the connecting view shows for this connector; `undefined` clears it. */
  | { type: 'display'; connectorId: string; display: ConnectorDisplay | undefined }
  /**
   * A failure outside any call of core's (a relay refusing or dropping the socket): core logs it and shows the
   * §8 alert it maps to (`connectorErrorAlerts`: a PorticoError JWT_NOT_YET_VALID or JWT_EXPIRED is Session
   * Expired), else makes it the connector's connection error (shown with Retry by the connecting view).
   */
  | { type: 'error'; connectorId: string; error: unknown };

export interface ConnectorContext {
  /** Every configured network. */
  networks: readonly Network[];
  emit(event: ConnectorEvent): void;
  logger: Logger;
}

export interface ConnectParams {
  connectorId: string;
  /** The namespace the visitor connects in; a source serving several may connect them all. */
  namespace: ChainNamespace;
  /** The network to ask for in each namespace the source serves (the namespace's current network first). */
  networks: readonly Network[];
  /** Aborted when the visitor closes the modal: `connect` then rejects with the signal's reason at once. */
  signal: AbortSignal;
  /**
   * Present when the dApp asks visitors to sign in (§4 SIWX): a source that can connect and sign in in one step
   * (WalletConnect one-click auth) asks the wallet for both and answers `signedIn`; any other ignores it.
   */
  signIn?: SignInRequest;
}

/**
 * A way to connect (docs/architecture.md "Connectors and chain adapters"): injected EVM wallets, Wallet Standard
 * wallets, a WalletConnect session, the embedded wallet. It discovers the wallets it can reach (reported as §3
 * Connectors), connects, reconnects and disconnects them, and may serve several namespaces with one connection.
 * It does no chain work: the namespace's ChainAdapter does, on the provider `getProvider` hands it.
 *
 * Contract (checked by the conformance suite of `@portico/testing`):
 * - `connect` resolves with the wallet's accounts as CAIP-10 addresses, or rejects with the wallet's error
 *   (EIP-1193 `code` kept: 4001 for a refusal). Aborted, it rejects at once with `signal.reason`; if the
 *   wallet approves afterwards, the source reports it with a `connect` event.
 * - `reconnect` never prompts: `undefined` when the wallet no longer authorises the site.
 * - Changes made in the wallet are reported as events; results of the source's own calls are not.
 * - Failures outside a call (the wallet's transport failing) are reported as `error` events; a pending
 *   `connect` they end also rejects with them.
 */
export interface ConnectorSource {
  /** Stable across page loads: core stores it with each connection to know whom to ask on reconnect. */
  readonly id: string;
  readonly namespaces: readonly ChainNamespace[];
  setup(context: ConnectorContext): void | Promise<void>;
  connect(params: ConnectParams): Promise<WalletConnection>;
  reconnect(params: {
    connectorId: string;
    networks: readonly Network[];
  }): Promise<WalletConnection | undefined>;
  disconnect(params: { connectorId: string }): Promise<void>;
  /** The provider a chain adapter works on (an EIP-1193 provider for eip155); rejects when not connected. */
  getProvider(params: { connectorId: string; namespace: ChainNamespace }): Promise<unknown>;
  /** Stops discovery and listening; the source can be set up again afterwards. */
  destroy?(): void;
}
