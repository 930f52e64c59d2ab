import type { CaipNetworkId } from '../../domain/caip/caipNetworkId.js';
import type { TokenBalance } from '../../domain/chainAdapter/token.js';
import type { SocialProvider } from '../../shared/validation/socialProvider.js';
import type { Transaction, Transfer } from '../../walletFeatures/transactions/transaction.js';

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
  /** GET: the name and avatar of an address (`IdentityResponse`). */
  identity: (address: string) => `/v1/identity/${encodeURIComponent(address)}`,
  /** GET: a name's addresses and text records (`NameProfile`). */
  profileAccount: (name: string) => `/v1/profile/account/${encodeURIComponent(name)}`,
  /** GET: the names of an address (`NameProfile[]`). */
  profileReverse: (address: string) => `/v1/profile/reverse/${encodeURIComponent(address)}`,
  /** GET, `:address` being the account's address on the chain of `chainId` (see `accountBalancePath`). */
  accountBalance: '/v1/account/:address/balance',
  fungiblePrice: '/v1/fungible/price',
  /**
   * §7 activity history of an account (`:address`, §7's `{account}`, an EVM address), newest first, paged by
   * `cursor`; the parameter shares its name with the balance route's, as the router needs at one position.
   */
  accountHistory: '/v1/account/:address/history',
  /** GET: the ERC-721 tokens an account (`:address`, an EVM address) holds now on the chain of `chainId`. */
  accountNfts: '/v1/account/:address/nfts',
} as const;

/** `cloudPaths.accountBalance` for one address. */
export const accountBalancePath = (address: string) => `/v1/account/${encodeURIComponent(address)}/balance`;

/** `cloudPaths.accountHistory` for one address. */
export const accountHistoryPath = (address: string) => `/v1/account/${encodeURIComponent(address)}/history`;

/** `cloudPaths.accountNfts` for one address. */
export const accountNftsPath = (address: string) => `/v1/account/${encodeURIComponent(address)}/nfts`;

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

/**
 * GET /v1/identity/{address}?sender&chainId: the address's primary name, verified forward, and that name's
 * avatar (an image `data:` URI or an http(s) URL); null when there is none. `chainId` (optional) names a
 * non-testnet EVM chain with a name registry; without it the cloud uses its mainnet or mainnet stand-in.
 */
export interface IdentityQuery extends SdkQuery {
  sender?: string;
  chainId?: CaipNetworkId;
}

export interface IdentityResponse {
  name: string | null;
  avatar: string | null;
}

/** GET /v1/profile/account/{name}?apiVersion=2 and GET /v1/profile/reverse/{address}?sender&apiVersion. */
export interface ProfileQuery extends SdkQuery {
  apiVersion?: string;
  sender?: string;
}

/**
 * One name's records: the answer of GET /v1/profile/account/{name}; GET /v1/profile/reverse/{address}
 * answers a list of them (empty when the address has no verified name).
 */
export interface NameProfile {
  /** The normalised name. */
  name: string;
  /** Per ENSIP-11 coin type as a decimal string (60 for Ethereum, `0x80000000 | chainId` for other EVM chains). */
  addresses: Record<string, { address: string }>;
  /** The text records that are set (`avatar` as the identity answers it, `description`, `url`, `com.github` …). */
  attributes: Record<string, string>;
}

/** The fiat currencies the chain-data API prices in (§7 `currency=usd`). */
export type FiatCurrency = 'usd';

/**
 * A token as `POST /v1/fungible/price` names it: `<CAIP-2 network id>:<token>`, the token being an ERC-20
 * contract address (`eip155:1:0xA0b8…`), an SPL mint (`solana:5eykt…:EPjF…`) or `native` for the chain's
 * own coin (`eip155:1:native`, `solana:5eykt…:native`).
 */
export type FungibleId = `${string}:${string}:${string}`;

/** The token part of a `FungibleId` that names the chain's native coin. */
export const nativeTokenAddress = 'native';

/** GET /v1/account/{address}/balance query. `forceUpdate=true` reads the chain even when a cached answer is fresh. */
export interface BalanceQuery extends ChainQuery {
  currency: FiatCurrency;
  forceUpdate?: 'true' | 'false';
}

/**
 * GET /v1/account/{address}/balance: the native coin first, then the chain's listed tokens the account holds.
 * `price` and `value` are absent for a token without a price; `value` is `price × quantity` computed exactly,
 * then rounded once to the nearest number.
 */
export interface BalanceResponse {
  balances: TokenBalance[];
}

/** POST /v1/fungible/price body. */
export interface FungiblePriceBody {
  currency: FiatCurrency;
  addresses: FungibleId[];
  projectId: string;
}

export interface FungiblePrice {
  /** The `FungibleId` as it was asked for. */
  address: string;
  name: string;
  symbol: string;
  iconUrl?: string;
  price: number;
}

/** POST /v1/fungible/price: the asked tokens that have a price, in the order asked; the others are left out. */
export interface FungiblePriceResponse {
  fungibles: FungiblePrice[];
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

/** An ERC-721 token an account holds, as GET /v1/account/{address}/nfts answers it. */
export interface AccountNft {
  /** The CAIP-2 id of the chain. */
  chainId: CaipNetworkId;
  /** The collection's contract, lower-case hex. */
  contractAddress: string;
  /** Decimal. */
  tokenId: string;
  collectionName: string;
  /** The token's name from its metadata, else `<collection name> #<token id>`. */
  name: string;
  /** The preview image (a `data:` URI or an http(s) URL); absent when the metadata has none. */
  imageUrl?: string;
  /** The collection is flagged as spam. */
  spam: boolean;
}

/**
 * GET /v1/account/{address}/nfts?chainId: the ERC-721 tokens whose latest transfer went to the account, by
 * collection and token id; spam collections flagged, not left out.
 */
export interface AccountNftsResponse {
  nfts: AccountNft[];
}
