import type { SocialProvider } from '../validation/socialProvider.js';

/** §7: every cloud call carries these in the query string. */
export interface SdkQuery {
  projectId: string;
  /** SDK type, e.g. `portico-react`. */
  st: string;
  /** SDK version. */
  sv: string;
}

/** The cloud API's paths (Wallet-API service and analytics of §7). */
export const cloudPaths = {
  projectConfig: '/appkit/v1/config',
  allowedOrigins: '/projects/v1/origins',
  analyticsConfig: '/getAnalyticsConfig',
  analyticsEvent: '/e',
} as const;

/**
 * §3 remote feature flags as a project sets them (§9 "Remote features"). Provider lists are on when
 * non-empty; `false` turns the feature off.
 */
export interface RemoteFeatures {
  email: boolean;
  socials: readonly (SocialProvider | 'farcaster')[] | false;
  swaps: readonly string[] | false;
  onramp: readonly string[] | false;
  activity: boolean;
  reownBranding: boolean;
  multiWallet: boolean;
}

/** GET /appkit/v1/config */
export interface ProjectConfigResponse {
  features: RemoteFeatures;
}

/** GET /projects/v1/origins. An empty list means the project has not configured any: 'Unverified domain'. */
export interface AllowedOriginsResponse {
  allowedOrigins: string[];
}

/** GET /getAnalyticsConfig */
export interface AnalyticsConfigResponse {
  isAnalyticsEnabled: boolean;
}

/** POST /e body (§7). The response has no body. */
export interface AnalyticsEventBody {
  /** A UUID; resending the same id stores the event once. */
  eventId: string;
  url: string;
  domain: string;
  /** Milliseconds since the epoch, as the page's clock tells it. */
  timestamp: number;
  props: {
    /** The event name, e.g. `MODAL_OPEN`; `events count` groups by it. */
    event?: string;
    address?: string;
    [key: string]: unknown;
  };
}

/**
 * Response header on every API call that passed the origin check: `verified` when the request's Origin
 * matched the project's allowlist, `unverified` when the project has no origins configured (the modal
 * shows 'Unverified domain'). Absent when the request carried no Origin.
 */
export const domainStatusHeader = 'x-portico-domain-status';
export type DomainStatus = 'verified' | 'unverified';
