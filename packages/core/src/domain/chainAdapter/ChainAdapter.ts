import type { Logger } from '../../shared/logger/logger.js';
import type { CaipAddress } from '../caip/caipAddress.js';
import type { ChainNamespace } from '../caip/chainNamespace.js';
import type { Network } from '../networks/network.js';
import type { SignedSignInMessage, SignInMessageData } from '../signIn/signInMessage.js';
import type { TokenBalance, TokenConfig } from './token.js';
import type { Transfer, TransferFee } from './transfer.js';

export interface ChainAdapterContext {
  /** Every configured network (the adapter uses its namespace's). */
  networks: readonly Network[];
  logger: Logger;
  /** Disconnects a connection through core (a chain library's own disconnect, e.g. wagmi's, lands here). */
  disconnect(connectorId: string): Promise<void>;
}

/** A connection of the adapter's namespace as core holds it, handed to `syncConnections`. */
export interface NamespaceConnection {
  connectorId: string;
  name: string;
  icon?: string;
  /** The namespace's addresses of the connection (not CAIP-10), the first one the account shown. */
  addresses: readonly string[];
  /** The network the connection is on. */
  network: Network;
  provider: unknown;
}

/** What a wallet is asked to do is done on the provider of the connection that holds the account. */
export interface WalletCall {
  provider: unknown;
  address: string;
  network: Network;
}

/**
 * One per chain namespace (docs/architecture.md): the namespace's chain work on the provider a connection hands it.
 * It never connects a wallet (connector sources do) and keeps no record of connections of its own: a chain
 * library it wraps follows core through `syncConnections`.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace;
  setup?(context: ChainAdapterContext): void | Promise<void>;
  /**
   * The account's CAIP-10 address on `network`. Core never builds one by concatenation: an address may be
   * written differently per chain (Cosmos and Polkadot prefixes) and must be valid for the namespace.
   */
  toCaipAddress(address: string, network: Network): CaipAddress;
  /** Native balance as a decimal string in the network's native currency. */
  getBalance(params: { address: string; network: Network }): Promise<{ balance: string; symbol: string }>;
  /**
   * The account's balances of the tokens the dApp lists (the `tokens` option), read from the chain: one decimal
   * string of each token's units, in the order given, '0' for a token it holds none of. Portico reads them when
   * no Portico Cloud is configured; without this method only the native balance shows.
   */
  getTokenAmounts?(params: {
    address: string;
    network: Network;
    tokens: readonly TokenConfig[];
  }): Promise<string[]>;
  /** personal_sign, solana_signMessage or the namespace's equivalent. */
  signMessage(params: WalletCall & { message: string }): Promise<string>;
  signTypedData?(params: WalletCall & { typedData: unknown }): Promise<string>;
  /**
   * The sign-in message's text in the namespace's format (EIP-4361 on eip155, Sign In With Solana on solana),
   * which `signMessage` then signs. A namespace without it offers no sign-in (§4 SIWX).
   */
  formatSignInMessage?(data: SignInMessageData): Promise<string>;
  /**
   * Sign-in the wallet does itself from the fields (Wallet Standard `solana:signIn`): it writes the message, the
   * visitor approves, and it answers what it signed. Undefined when this wallet cannot: core then signs the
   * `formatSignInMessage` text with `signMessage`.
   */
  signIn?(params: WalletCall & { data: SignInMessageData }): Promise<SignedSignInMessage | undefined>;
  /** Sends a transaction and resolves with its hash or signature. */
  sendTransaction?(params: WalletCall & { transaction: unknown }): Promise<string>;
  getCapabilities?(params: WalletCall): Promise<Record<string, unknown>>;
  /**
   * §7 the wallet's own view of the account's assets (EIP-7811 wallet_getAssets on the network), when its
   * capabilities report asset discovery there; undefined when the wallet has none.
   */
  getAssets?(params: WalletCall): Promise<TokenBalance[] | undefined>;
  /**
   * The address's primary name from the chain's own name service (ENS on eip155), read over the network's RPC:
   * the §4 identity lookup's fallback when Portico Cloud cannot answer. Undefined when it has none.
   */
  getName?(params: { address: string; network: Network }): Promise<string | undefined>;
  /**
   * The network fee `sendTransfer` would cost the sender now (§3 send state: the fee in the preview, and what
   * the max leaves for a native send). A namespace that cannot send has neither method.
   */
  estimateTransfer?(params: WalletCall & { transfer: Transfer }): Promise<TransferFee>;
  /** Builds the transfer of native coin or a token and sends it through the wallet: the hash or signature. */
  sendTransfer?(params: WalletCall & { transfer: Transfer }): Promise<string>;
  /**
   * Asks the wallet to switch to `network` (adding it when the wallet doesn't know it). A namespace whose
   * wallets do not switch for a dApp has none, and the modal skips the switch views for it.
   */
  switchNetwork?(params: { provider: unknown; network: Network }): Promise<void>;
  /** Called after every change of the namespace's connections, current one first (none: disconnected). */
  syncConnections?(connections: readonly NamespaceConnection[]): void | Promise<void>;
  destroy?(): void;
}
