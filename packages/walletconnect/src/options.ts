import type { CaipNetworkId, Metadata } from '@portico/core';
import type { CoreTypes } from '@walletconnect/types';

/** Where the WalletConnect SDK keeps its keys, pairings and sessions (its own key-value storage interface). */
export type WalletConnectStorage = NonNullable<CoreTypes.Options['storage']>;

export interface WalletConnectConnectorOptions {
  /** The project id the relay is told (Portico Cloud's project, or a WalletConnect Cloud one). */
  projectId: string;
  /** The relay the SDK connects to: Portico Cloud's (`ws://…/relay`, the stack file's `relayUrl`) or another. */
  relayUrl: string;
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
