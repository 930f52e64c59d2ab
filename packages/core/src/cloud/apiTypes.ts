import type { CaipNetworkId } from '../caip/caipNetworkId.js';
import type { Transaction, Transfer } from '../transactions/transaction.js';
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
  supportedChains: '/v1/supported-chains',
  /** §7 Blockchain RPC: JSON-RPC over HTTP POST, `chainId` and `projectId` in the query. */
  rpc: '/v1',
  gasPrice: '/v1/convert/gas-price',
  /** §7 activity history of an account (`:account` an EVM address), newest first, paged by `cursor`. */
  accountHistory: '/v1/account/:account/history',
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

/** GET /v1/supported-chains: the CAIP-2 networks the cloud serves over HTTP JSON-RPC and over WebSocket. */
export interface SupportedChainsResponse {
  http: CaipNetworkId[];
  ws: CaipNetworkId[];
}

/** The query of the chain-data routes that take a network (POST /v1, GET /v1/convert/gas-price). */
export interface ChainQuery extends SdkQuery {
  chainId: CaipNetworkId;
}

/**
 * GET /v1/convert/gas-price: suggested fees per gas in wei, as decimal strings, from the chain's fee history
 * (standard ≤ fast ≤ instant).
 */
export interface GasPriceResponse {
  standard: string;
  fast: string;
  instant: string;
}

/** A transfer of the history as the cloud serves it: seen from the account asked about. */
export interface HistoryTransfer extends Transfer {
  /** `in` to the account, `out` from it, `self` both. */
  direction: 'in' | 'out' | 'self';
}

/** A transaction of the history as the cloud serves it. `status` is pending, confirmed or failed. */
export interface HistoryTransaction extends Transaction {
  transfers: HistoryTransfer[];
}

/**
 * GET /v1/account/{account}/history?cursor&chainId&onramp: a page of the account's transactions, newest
 * first; `next` is the cursor of the following page, null on the last one. `onramp` (e.g. `coinbase`) asks
 * for on-ramp purchases, of which the cloud has none yet: an empty page.
 */
export interface AccountHistoryResponse {
  data: HistoryTransaction[];
  next: string | null;
}
