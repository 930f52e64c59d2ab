import type { ChainNamespace } from '../caip/chainNamespace.js';
import type { Network } from '../networks/network.js';
import type { ConnectionAccount } from './connection.js';
import type { Connector } from './connector.js';

/** What a wallet reports after a connect, a reconnect or a change. */
export interface AdapterConnection {
  connectorId: string;
  accounts: ConnectionAccount[];
  /** The wallet's current chain reference (`1`, `'5eykt4…'`), as the wallet reports it. */
  chainId: number | string;
}

/** Events an adapter reports to core; core's connection machine and network rules react to them. */
export type AdapterEvent =
  | { type: 'connectors'; connectors: Connector[] }
  | { type: 'accountsChanged'; connectorId: string; accounts: ConnectionAccount[] }
  | { type: 'chainChanged'; connectorId: string; chainId: number | string }
  | { type: 'disconnect'; connectorId: string };

export interface AdapterContext {
  networks: readonly Network[];
  emit(event: AdapterEvent): void;
}

/**
 * One adapter per chain namespace (docs/architecture.md). Core never imports a chain library: everything
 * chain-specific happens behind this interface, which EVM, Solana, Bitcoin and the embedded wallet
 * (an AUTH connector) implement unchanged.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace;
  /** Starts wallet discovery and event listening; reports through `context.emit`. */
  setup(context: AdapterContext): void | Promise<void>;
  /** Asks the wallet for access (may prompt). Rejects with the wallet's error. */
  connect(params: { connectorId: string; network: Network }): Promise<AdapterConnection>;
  /** Restores a stored connection without prompting; `undefined` when the wallet no longer authorises the site. */
  reconnect(params: { connectorId: string; network: Network }): Promise<AdapterConnection | undefined>;
  disconnect(params: { connectorId: string }): Promise<void>;
  /** Switches the wallet's network (adding it to the wallet when it doesn't know it). */
  switchNetwork(params: { connectorId: string; network: Network }): Promise<void>;
  /** Native balance as a decimal string in the network's native currency. */
  getBalance(params: { address: string; network: Network }): Promise<{ balance: string; symbol: string }>;
  /** personal_sign / solana_signMessage / the namespace's equivalent. */
  signMessage(params: { connectorId: string; address: string; message: string }): Promise<string>;
  /** Stops listening; the adapter can be set up again afterwards. */
  destroy?(): void;
}
