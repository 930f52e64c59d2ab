import type { FramePort } from './framePort.js';

/** How a dApp configures the embedded wallet's connector (docs/embedded-wallet.md). */
export interface EmbeddedWalletConnectorOptions {
  /** Where the secure frame is served, on its own origin (Portico Cloud's frame port, or its own host). */
  frameUrl: string;
  /** Portico Cloud's API, passed to the frame (`cloudUrl` in its query). */
  cloudUrl?: string;
  projectId?: string;
  /** The SDK version the frame is told (`version` in its query). */
  version?: string;
  /** The frame logs to its console (`enableLogger` in its query). */
  enableLogger?: boolean;
  /**
   * How the page reaches the frame; default: a hidden iframe and the §4 handshake. A test or a Node harness
   * passes the page's end of a MessageChannel whose other end the frame's handler holds.
   */
  openFrame?: (query: FrameQuery) => Promise<FramePort>;
}

/** What the frame is loaded with (§7). */
export interface FrameQuery {
  frameUrl: string;
  projectId: string;
  /** The network the dApp starts on (CAIP-2), when it has one. */
  chainId?: string;
  version: string;
  enableLogger: boolean;
  cloudUrl?: string;
}
