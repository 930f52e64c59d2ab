import type { SocialProvider } from '../shared/validation/socialProvider.js';

/** §3 feature flags (plus the §9 local defaults). */
export interface Features {
  email?: boolean;
  socials?: readonly (SocialProvider | 'farcaster')[] | false;
  swaps?: boolean;
  onramp?: boolean;
  activity?: boolean;
  reownBranding?: boolean;
  multiWallet?: boolean;
  analytics?: boolean;
  send?: boolean;
  receive?: boolean;
  pay?: boolean;
  allWallets?: boolean;
  legalCheckbox?: boolean;
  smartSessions?: boolean;
}

export type ResolvedFeatures = Required<Features>;

declare module './porticoState.js' {
  interface PorticoState {
    /** The features in effect: the local ones, overridden by the project's remote configuration once loaded. */
    features: ResolvedFeatures;
  }
}

declare module './portico.js' {
  interface Portico {
    /**
     * Changes features at run time (a dApp's settings, a demo): each flag given replaces the one in effect, the
     * project's remote configuration included; views follow at once.
     */
    setFeatures(changes: Features): void;
  }
}
