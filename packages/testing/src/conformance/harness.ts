import type { ChainNamespace, Network, TokenConfig } from '@portico/core';
import type { ChainAdapter, ConnectorSource } from '@portico/core/adapters';

/**
 * How the conformance suite drives one ConnectorSource + ChainAdapter pair and the real wallets behind it.
 * The suite sets up what the harness creates (`setup` with its own context, capturing the events), connects,
 * aborts, reloads, and acts in the wallets through `ConformanceWallet`.
 */
export interface ConformanceHarness {
  /** The namespace the pair is checked in: the adapter's, one of the source's. */
  namespace: ChainNamespace;
  /**
   * The dApp's networks of the namespace: wallets start on the first. At least two when the wallets change
   * network (`changeNetwork`) or the adapter switches: those cases move to the second.
   */
  networks: readonly Network[];
  /** Fresh wallets for one case: none authorises the site, all on `networks[0]`. Called at the start of every case. */
  start(): ConformanceSetup | Promise<ConformanceSetup>;
  /** The native balance the chain holds for `address` on `network`, as a decimal string of its currency. */
  balanceOf(address: string, network: Network): string | Promise<string>;
  /**
   * The tokens (ERC-20 contracts, SPL mints) the chain holds on `network`, as a dApp lists them in its `tokens`
   * option. Absent: the harness has no tokens, and the `getTokenAmounts` case is skipped.
   */
  tokensOf?(network: Network): readonly TokenConfig[];
  /** What the chain holds of `token` for `address` on `network`, as a decimal string of the token's units. */
  tokenBalanceOf?(address: string, network: Network, token: TokenConfig): string | Promise<string>;
  /** Whether `signature` is `address`'s signature of `message`, verified as the namespace does. */
  verifyMessage(params: { address: string; message: string; signature: string }): boolean | Promise<boolean>;
  /** How long a wallet's change may take to be reported; default 3000 ms. */
  eventTimeoutMs?: number;
}

/** What `start` made for one case. */
export interface ConformanceSetup {
  /** The wallets behind the source; the case with two wallets is skipped when there is one. */
  wallets: readonly ConformanceWallet[];
  /** A page load: a new source over these wallets, not set up yet. A second call is a reload (the suite destroys the first). */
  createSource(): ConnectorSource;
  /** A new chain adapter for the page, not set up yet. */
  createAdapter(): ChainAdapter;
  /** Ends the case, after the suite destroyed its sources and adapters. */
  stop?(): void | Promise<void>;
}

/** One wallet, as its user drives it. */
export interface ConformanceWallet {
  /** The connector id the source reports this wallet under. */
  connectorId: string;
  /** The account the wallet exposes now, written as the namespace writes it (what `toCaipAddress` takes). */
  address(): string;
  /** The wallet's next connection prompt stays open until answered. */
  holdNextPrompt(): void;
  /** How many held prompts are waiting for an answer. */
  openPrompts(): number;
  /** The user approves every open prompt. */
  approvePrompts(): void;
  /** The user refuses every open prompt; the wallet answers with this EIP-1193 code. */
  rejectPrompts(code: number): void;
  /** How many connection prompts the wallet has shown so far. */
  promptCount(): number;
  /** The user removes the site's access in the wallet. */
  revoke(): void;
  /** The user picks another of the wallet's accounts; absent when it has one (that case is skipped). */
  changeAccount?(): void;
  /**
   * The user moves the wallet to `network`; absent when the namespace's wallets have no network of their own
   * for a site (a Solana wallet does not switch cluster): the chain-change case is skipped.
   */
  changeNetwork?(network: Network): void;
  /** The wallet ends the connection on its side. */
  disconnect(): void;
  /**
   * The wallet reaches the page over a relay (WalletConnect): what the user does in it takes effect on the
   * page after the action returns. Before a reload that must see a revocation, the suite waits until the page
   * reported it. Default false: the change is known to the wallet's provider at once, as an extension's is.
   */
  remote?: boolean;
}
