import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import type { Network } from '../../domain/networks/network.js';
import type { SwapArguments } from '../../walletFeatures/swap/swapArguments.js';

/**
 * The params of every view of spec §2 that Portico has built; `undefined` where a view takes none. The views of
 * features not built yet (RegisterAccountName(Success)) are not routes: each comes with the issue that builds its
 * flow.
 */
export interface RouteData {
  Connect: undefined;
  Account: undefined;
  AllWallets: undefined;
  Networks: undefined;
  ConnectingWalletConnect: { walletId?: string } | undefined;
  ConnectingWalletConnectBasic: undefined;
  ConnectingExternal: { connectorId: string };
  EmailLogin: undefined;
  /** §4 social login: the provider's window is open, then the recovery password or the failure with Retry. */
  ConnectingSocial: undefined;
  /** §4 Farcaster login: the relay channel's QR code and link, then the recovery password or the failure with Retry. */
  ConnectingFarcaster: undefined;
  UpdateEmailWallet: undefined;
  ProfileWallets: undefined;
  ApproveTransaction: undefined;
  /** §4 sign-in: the message the connected account is asked to sign. */
  SIWXSignMessage: undefined;
  SwitchNetwork: { network: Network };
  SwitchActiveChain: {
    switchToChain: ChainNamespace;
    navigateTo?: 'Connect';
    navigateWithReplace?: boolean;
    network?: Network;
  };
  UnsupportedChain: undefined;
  /** The Send form (§3 send state); WalletSendPreview confirms it and shows what was sent. */
  WalletSend: undefined;
  WalletSendPreview: undefined;
  /** The active account's address as text and QR code, with the networks it is valid on. */
  WalletReceive: undefined;
  /** EIP-5792 `wallet_showCallsStatus`: a batch of calls, pending, landed or failed, with its transactions. */
  CallsStatus: undefined;
  /** §1 swap tokens; §2 it may be opened with swap arguments (tokens by symbol or id, the amount). */
  Swap: SwapArguments | undefined;
  /** §1 buy crypto with fiat: the project's on-ramp providers. */
  OnRampProviders: undefined;
  /** The chosen provider's form (currencies, amount, live quote), then the checkout's order until it settles. */
  OnRampBuy: undefined;
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

declare module '../../instance/porticoState.js' {
  interface PorticoState {
    modal: ModalState;
    router: RouterState;
  }
}
