import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';

export interface SIWXState {
  /** Whether a sign-in session exists for the active account and network (asked from `siwx.getSessions`). */
  hasSession: boolean;
}

/** §3 SIWX session. */
export interface SIWXSession {
  data: {
    accountAddress: string;
    chainId: CaipNetworkId;
    [key: string]: unknown;
  };
  message: string;
  signature: string;
  cacao?: unknown;
}

/** Sign in with X. Core asks it whether sign-in is required and for existing sessions; its flows come later. */
export interface SIWXConfig {
  getRequired(): boolean;
  getSessions(caipNetworkId: CaipNetworkId, address: string): Promise<SIWXSession[]>;
  addSession?(session: SIWXSession): Promise<void>;
  revokeSession?(caipNetworkId: CaipNetworkId, address: string): Promise<void>;
}

/** The legacy sign-in-with-Ethereum configuration; it may not be combined with `siwx` (§5). */
export interface SIWEConfig {
  [key: string]: unknown;
}

declare module '../../instance/porticoState.js' {
  interface PorticoState {
    siwx: SIWXState;
  }
}

declare module '../../instance/porticoOptions.js' {
  interface PorticoOptions {
    siweConfig?: SIWEConfig;
    /**
     * Sign in with X. Sign-in is not built yet: the option is checked against `siweConfig` (§5) and otherwise
     * ignored, with a warning; no view asks for a signature and closing is never held back for it.
     */
    siwx?: SIWXConfig;
  }
  interface ResolvedPorticoOptions {
    siweConfig?: SIWEConfig;
  }
}
