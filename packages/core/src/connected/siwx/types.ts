import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';
import type { SignInMessageData } from '../../domain/signIn/signInMessage.js';
import type { SIWXMessageInput, SIWXSession } from '../../domain/signIn/siwxSession.js';

/** §4 sign-in status of the active account on the active network. */
export type SignInStatus = 'unauthenticated' | 'authenticating' | 'authenticated';

export interface SIWXState {
  /** Whether the dApp turned sign-in on (the `siwx` option). */
  enabled: boolean;
  /** Whether a connected account must sign in (`getRequired()`); closing SIWXSignMessage is then disabled. */
  required: boolean;
  status: SignInStatus;
  /** The session of the active account on the active network, once signed in. */
  session?: SIWXSession;
  /** The text SIWXSignMessage shows: the message `signIn()` asks the wallet to sign. */
  message?: string;
  /** The last sign-in's failure, as the view shows it (§8 sign-in messages). */
  error?: string;
}

/**
 * Sign in with X (CAIP-122): where the message's nonce comes from, who verifies a signed message and keeps the
 * sessions. Portico ships three: Portico Cloud's (the `siwx` option given as settings, with a `cloudUrl`),
 * `serverSiwx` (the dApp's own server) and `browserOnlySiwx` (demos, not authentication).
 */
export interface SIWXConfig {
  /** The message's fields for this account and network, with a nonce from whoever verifies. */
  createMessage(input: SIWXMessageInput): Promise<SignInMessageData>;
  /**
   * The message's text, when the dApp writes its own. By default the namespace's chain adapter writes it
   * (EIP-4361 on eip155, Sign In With Solana on solana).
   */
  formatMessage?(data: SignInMessageData): string;
  /** Verifies the signed message and keeps its session; throws when the verifier refuses it. */
  addSession(session: SIWXSession): Promise<SIWXSession | undefined>;
  /** The live sessions of `address` on `chainId` (an empty list: not signed in). */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>;
  /** Replaces every kept session by `sessions`. */
  setSessions(sessions: SIWXSession[]): Promise<void>;
  /** Ends the sessions of `address` on `chainId`. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>;
  /** Whether a connected account must sign in; default false. */
  getRequired?(): boolean;
  /** Signs the message instead of the connected wallet (e.g. a dApp's own signer); returns the signature. */
  signMessage?(params: { message: string; data: SignInMessageData }): Promise<string>;
  /** End the session when the wallet disconnects (default true). */
  signOutOnDisconnect?: boolean;
  /** End the session when the wallet's account changes (default true). */
  signOutOnAccountChange?: boolean;
  /** End the session when the network changes (default false: the new network asks for its own sign-in). */
  signOutOnNetworkChange?: boolean;
}

/** The `siwx` option's settings when Portico Cloud verifies (no config of the dApp's own). */
export interface SIWXSettings {
  required?: boolean;
  /** The message's statement; default 'Sign in to <metadata name>'. */
  statement?: string;
  /** How long a session lasts, in seconds (the message's Expiration Time); default 24 hours. */
  expiresInSeconds?: number;
  signOutOnDisconnect?: boolean;
  signOutOnAccountChange?: boolean;
  signOutOnNetworkChange?: boolean;
}

/** What the dApp chose for sign-in: its own config, Portico Cloud with settings, or the older `siweConfig`. */
export type SiwxChoice = { config: SIWXConfig } | { cloud: SIWXSettings } | { siwe: SIWEConfig };

/** The legacy sign-in-with-Ethereum configuration (mapped onto `siwx`); it may not be combined with `siwx` (§5). */
export interface SIWEConfig {
  getNonce(): Promise<string>;
  createMessage?(args: { nonce: string; address: string; chainId: number; data: SignInMessageData }): string;
  verifyMessage(args: { message: string; signature: string }): Promise<boolean>;
  getSession?(): Promise<{ address: string; chainId: number } | null>;
  signOut(): Promise<boolean | undefined>;
  required?: boolean;
  signOutOnDisconnect?: boolean;
  signOutOnAccountChange?: boolean;
  signOutOnNetworkChange?: boolean;
}

declare module '../../instance/porticoState.js' {
  interface PorticoState {
    siwx: SIWXState;
  }
}

declare module '../../instance/porticoOptions.js' {
  interface PorticoOptions {
    /** The older EVM-only sign-in shape (`siweConfig`); Portico maps it onto `siwx`. */
    siweConfig?: SIWEConfig;
    /**
     * Sign in with X (§4): a config (`serverSiwx`, `browserOnlySiwx` or the dApp's own), or settings for Portico
     * Cloud's sign-in (needs `cloudUrl`). Absent: no sign-in, and none of its code loads.
     */
    siwx?: SIWXConfig | SIWXSettings;
  }
  interface ResolvedPorticoOptions {
    /** The sign-in the dApp chose (`siwx` or `siweConfig`); undefined without sign-in. */
    siwx?: SiwxChoice;
  }
}
