import type { SocialProvider } from '../../shared/validation/socialProvider.js';
import type { CaipNetworkId } from '../caip/caipNetworkId.js';
import type { ChainNamespace } from '../caip/chainNamespace.js';
import type { ConnectorSource } from './connectorSource.js';

/** §4 email login: what the secure frame answers to connect email. */
export type EmailConnectAction = 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT';

/** §4 email update: what the frame answers to update email and to the primary code. */
export type EmailUpdateAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP';

/**
 * What the frame answers to a one-time code: what the wallet still needs from its recovery password, typed in the
 * frame's own document (`recoveryPassword`): `create` for a new wallet, `unlock` for a wallet this device does not
 * hold yet, `none` when it is ready.
 */
export interface OtpResult {
  recoveryPassword: 'create' | 'unlock' | 'none';
}

/**
 * What the frame answers to connect social: the provider's username, and the recovery step as for a code — or,
 * when the provider's verified email already has an email-login wallet, the email a code was sent to
 * (`linkEmail`): that code, given to `connectOtp`, links the login to that wallet, whose recovery step follows.
 */
export type SocialConnectResult =
  | (OtpResult & { userName?: string })
  | { userName?: string; linkEmail: string };

/** One way into the embedded wallet: its login email, or a social login linked to it. */
export type EmbeddedLoginMethod =
  | { kind: 'email'; email: string }
  | { kind: 'social'; provider: SocialProvider | 'farcaster'; username: string | null };

/** §3 User, from the secure frame. */
export interface EmbeddedUser {
  email: string | null;
  /** The EVM address (the user's `address` of §3). */
  address: string;
  chainId: string | number;
  userName?: string;
  accounts: ReadonlyArray<{ address: string; type: 'EOA' | 'SMART_ACCOUNT' }>;
  /** The Solana address (base58) of the same wallet. */
  solanaAddress: string;
  smartAccountDeployed: boolean;
  preferredAccountType: 'eoa' | 'smartAccount';
  /** Every login method of the wallet (email first), when the frame says them. */
  loginMethods?: readonly EmbeddedLoginMethod[];
}

/** One request of a dApp to the embedded wallet, as the connector hands it to core (§4 embedded-wallet requests). */
export interface EmbeddedRequest {
  namespace: ChainNamespace;
  caipNetworkId: CaipNetworkId;
  method: string;
  /**
   * The JSON-RPC params: eip155 as EIP-1193 (`personal_sign` `[message, address]`, `eth_sendTransaction`
   * `[tx]`…); solana as WalletConnect's (`solana_signMessage` `{ message }` base58, `solana_signTransaction` and
   * `solana_signAndSendTransaction` `{ transaction }` base64 wire bytes, `solana_signAllTransactions`
   * `{ transactions }`), which ApproveTransaction's summaries read.
   */
  params?: unknown;
}

/**
 * How core decides an embedded-wallet request (§4, §5 rpc-safety): a safe method runs at once; an unsafe one
 * opens ApproveTransaction, which shows the secure frame, and runs at once: the frame asks the visitor in its own
 * document and signs only on their approval there (its result ends the view; a refusal rejects with 4001); an
 * unknown one is rejected with 'Requested RPC call is not allowed' and, 300 ms later, the 'Action not allowed'
 * toast. `run` is the connector's call to the frame; its signal aborts it (the modal closed).
 */
export type EmbeddedRequestGate = <T>(
  request: EmbeddedRequest,
  run: (signal: AbortSignal) => Promise<T>,
) => Promise<T>;

/** Theme the frame follows (§7 sync theme). */
export interface EmbeddedTheme {
  themeMode: 'light' | 'dark';
  themeVariables: Record<string, string | number>;
  /** The modal's locale: the secure frame writes its own screens (passwords, approvals) in it. */
  locale?: string;
}

/** dApp data the frame shows and reports (§7 sync dapp data). */
export interface EmbeddedDappData {
  metadata: { name: string; description: string; url: string; icons: readonly string[] };
  sdkVersion: string;
  sdkType: string;
  projectId: string;
}

/**
 * The embedded wallet's connector source (`@portico/wallet`): a ConnectorSource whose single connector is of
 * type AUTH, plus the email-login and email-update steps of §4 that core's `embeddedWallet` slice drives.
 * Every call goes to the secure frame, which core asks the source to load (`load`) only when the project
 * enables email or social login for this origin (§5 embedded-wallet-enabled).
 * Failures reject with a PorticoError of the §8 catalogue; core shows the §8 alert of three codes:
 * `FRAME_LOAD_FAILED` ('Unable to load email login dependency'; any `load` failure also shows it),
 * `FRAME_REQUEST_TIMEOUT` (a request time-out, iframe_request_timeout) and `SESSION_EXPIRED` (core then ends the
 * embedded wallet's connection). Other failures carry the frame's message, or 'An error occurred'.
 */
export interface EmbeddedWalletSource extends ConnectorSource {
  readonly kind: 'embedded';
  /** Loads the frame (idempotent); resolves when it is ready (READY + 500 ms, §4). */
  load(): Promise<void>;
  /** Core hands the source its gate for requests once, before any provider is used. */
  setRequestGate(gate: EmbeddedRequestGate): void;
  connectEmail(params: { email: string }): Promise<{ action: EmailConnectAction }>;
  connectOtp(params: { otp: string }): Promise<OtpResult>;
  /**
   * §7 get social redirect uri: the provider's authorization URL. The frame starts the login with Portico Cloud and
   * keeps its PKCE verifier in its own document: the code the provider returns is useless anywhere else.
   */
  getSocialRedirectUri(params: { provider: SocialProvider }): Promise<{ uri: string }>;
  /**
   * §7 connect social: the frame waits for the provider's answer (the popup's callback page hands it to the frame,
   * never to the page), then logs in. `uri` is the one `getSocialRedirectUri` gave; `signal` gives up (popup closed).
   */
  connectSocial(params: { uri: string; signal: AbortSignal }): Promise<SocialConnectResult>;
  /** Sends the code of a social login's link (`linkEmail`) again, within the email cooldown. */
  resendLinkOtp(): Promise<void>;
  /**
   * §7 get farcaster uri: the frame starts a Farcaster login with Portico Cloud, which opens a Farcaster Auth relay
   * channel; `url` is the channel's URL, shown as a QR code and a link (the Farcaster app approves it).
   */
  getFarcasterUri(): Promise<{ url: string }>;
  /**
   * §7 connect farcaster: the frame waits until the channel of `getFarcasterUri` is approved and the cloud verified
   * the signed message, then logs in; `userName` is the Farcaster username. `signal` gives up (the modal closed).
   */
  connectFarcaster(params: { signal: AbortSignal }): Promise<OtpResult & { userName?: string }>;
  /**
   * The recovery password the code asked for, typed by the visitor in the frame's own document (shown with
   * `attachFrame`): it never reaches the page. Resolves once the wallet is created or unlocked on this device.
   */
  recoveryPassword(params: { signal: AbortSignal }): Promise<void>;
  /**
   * Shows the secure frame's own document over `anchor` (an element of the modal: ApproveTransaction, the recovery
   * step) until the returned function runs. Approvals and secrets happen there, never in the page.
   */
  attachFrame(anchor: unknown): () => void;
  getUser(params: { caipNetworkId: CaipNetworkId }): Promise<EmbeddedUser>;
  updateEmail(params: { email: string }): Promise<{ action: EmailUpdateAction }>;
  updateEmailPrimaryOtp(params: { otp: string }): Promise<{ action: EmailUpdateAction }>;
  updateEmailSecondaryOtp(params: { otp: string }): Promise<{ newEmail: string }>;
  syncTheme(theme: EmbeddedTheme): Promise<void>;
  syncDappData(data: EmbeddedDappData): Promise<void>;
}

export function isEmbeddedWalletSource(source: ConnectorSource): source is EmbeddedWalletSource {
  return (source as Partial<EmbeddedWalletSource>).kind === 'embedded';
}
