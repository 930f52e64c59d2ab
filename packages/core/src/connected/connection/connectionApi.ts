import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { ConnectListItem } from '../../walletPicker/connectList/connectList.js';

/** The public actions of connecting and disconnecting wallets (§4). */
export interface ConnectionApi {
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
  /**
   * §4 disconnect: the current connection of `namespace` (every connected namespace when absent), or the
   * connection of `connectorId` there. Closes the modal unless `closeModal` is false.
   */
  disconnect(options?: {
    namespace?: ChainNamespace;
    connectorId?: string;
    closeModal?: boolean;
  }): Promise<void>;
  /** Signs with the current connection of the active namespace. */
  signMessage(message: string): Promise<string>;
}

declare module '../../instance/portico.js' {
  interface Portico extends ConnectionApi {}
}
