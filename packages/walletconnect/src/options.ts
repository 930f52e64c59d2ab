import type { CaipNetworkId, Metadata } from '@portico/core';
import type { CoreTypes } from '@walletconnect/types';

/** Where the WalletConnect SDK keeps its keys, pairings and sessions (its own key-value storage interface). */
export type WalletConnectStorage = NonNullable<CoreTypes.Options['storage']>;

export interface WalletConnectConnectorOptions {
  /**
   * The project id the relay is told: Portico Cloud's project, or — on the public WalletConnect network — the
   * dApp's WalletConnect project id (from the WalletConnect dashboard). Missing or blank: the connector offers no
   * WalletConnect option (it stays hidden) and logs why.
   */
  projectId: string | undefined;
  /**
   * The relay the SDK connects to: Portico Cloud's (`ws://…/relay`, the stack file's `relayUrl`) or another.
   * Default `publicRelayUrl`, the public WalletConnect network (a dApp without Portico Cloud).
   */
  relayUrl?: string;
  /** What the wallet shows of the dApp; default the page's title and origin. */
  metadata?: Metadata;
  /** RPC URL per CAIP-2 network id; default each configured network's first HTTP RPC URL. */
  rpcUrls?: Readonly<Partial<Record<CaipNetworkId, string>>>;
  /** The SDK's storage; default its own (IndexedDB in a browser). Keys are prefixed `@portico/wc/`. */
  storage?: WalletConnectStorage;
  /** How long a pairing waits for the relay socket to open before failing; default `relayOpenTimeoutMs`. */
  relayOpenTimeoutMs?: number;
}

/** A relay that does not let the SDK's socket open within 10 s fails the pairing (the view offers Retry). */
export const relayOpenTimeoutMs = 10_000;

/** The public WalletConnect network's relay: the default without a relay of the dApp's own (no Portico Cloud). */
export const publicRelayUrl = 'wss://relay.walletconnect.org';

/** The options a pairing uses: the project id trimmed, the relay defaulted. */
export type ResolvedWalletConnectOptions = WalletConnectConnectorOptions & {
  projectId: string;
  relayUrl: string;
};

/**
 * The options as the SDK gets them: without a relay, the public WalletConnect network's with the dApp's project
 * id; undefined without a project id (WalletConnect is then hidden).
 */
export function resolveWalletConnectOptions(
  options: WalletConnectConnectorOptions,
): ResolvedWalletConnectOptions | undefined {
  const projectId = options.projectId?.trim();
  if (!projectId) return undefined;
  return { ...options, projectId, relayUrl: options.relayUrl ?? publicRelayUrl };
}
