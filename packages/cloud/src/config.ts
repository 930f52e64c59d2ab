import { constants } from '@portico/core';
import type { PriceSourceConfig } from './balances/priceProvider.js';
import type { ChainTokenList } from './balances/tokenList.js';
import type { RateLimit } from './cluster/cluster.js';
import { type ConvertConfig, defaultConvertConfig } from './convert/convertConfig.js';
import { defaultOnrampConfig, type OnrampConfig } from './onramp/onrampConfig.js';
import type { SmartAccountKind } from './settings/settingType.js';
import type { SocialConfig } from './wallet/social/socialConfig.js';

interface RateLimitConfig {
  /** Length of one counting window. */
  windowMs: number;
  /** Requests one client IP may make per window, over all projects. */
  perIp: number;
  /** Requests one project may receive per window, over all clients. */
  perProject: number;
}

/** The WalletConnect relay (`src/relay`). */
export interface RelayConfig {
  /** Path of the WebSocket endpoint; the relay URL is `ws://<host><path>`. */
  path: string;
  /** How often each socket is pinged; the SDK drops a socket that hears nothing for 35 s. */
  pingIntervalMs: number;
  /** Largest WebSocket frame accepted; a larger one closes the socket (1009). */
  maxMessageBytes: number;
  /** An unacknowledged push is sent again after this long. */
  redeliverAfterMs: number;
  /** Longest TTL a publish may ask for. */
  maxTtlSeconds: number;
  /** JSON-RPC requests one client may make per window (a batch counts once; batches are capped). */
  perClient: number;
  /** Length of the per-client counting window. */
  windowMs: number;
  /** A client's subscriptions are kept this long after it was last connected. */
  subscriptionTtlMs: number;
  /** Open sockets one client IP may hold on one instance; more are refused at the upgrade (429). */
  maxSocketsPerIp: number;
  /** Open sockets one project may hold on one instance; more are refused at the upgrade (429). */
  maxSocketsPerProject: number;
  /** Bytes of stored (unexpired) messages published from one client IP, over all instances; past it a publish is refused. */
  maxStoredBytesPerIp: number;
  /** Bytes of stored (unexpired) messages published under one project, over all instances; past it a publish is refused. */
  maxStoredBytesPerProject: number;
  /**
   * A message to a topic no other client subscribes to (no pairing yet) is kept at most this long, whatever its
   * TTL; long enough for a wallet to scan a proposal's QR code.
   */
  unpairedTtlMs: number;
}

/** The chain-data API's JSON-RPC proxy (`src/rpc`). */
export interface RpcConfig {
  /**
   * The chains the deployment serves: each CAIP-2 network id (`eip155:1`, `solana:5eykt…`) with its upstream
   * HTTP JSON-RPC URLs, tried in order (the next one on failure). Empty by default; `npm start` passes the
   * devnet's chains.
   */
  upstreams: Record<string, string[]>;
  /** One upstream request's time limit. */
  timeoutMs: number;
  /** Most calls in one batch; a larger batch is refused with -32600. */
  maxBatch: number;
  /** Largest JSON-RPC request body in bytes (a full batch of signed transactions fits). */
  bodyLimit: number;
  /** An upstream's Retry-After longer than this is not waited for: the call fails at once. */
  maxRetryAfterMs: number;
}

/**
 * Smart accounts (`src/smartAccounts`): per EVM chain (CAIP-2 id) the ERC-4337 bundler the JSON-RPC proxy forwards
 * the UserOperation methods to, and the VerifyingPaymaster (v0.8 sample) whose data the cloud signs for projects
 * with a sponsorship policy. A project offers smart accounts only on chains with a bundler, and sponsors gas only
 * where a paymaster and the signer key are set too.
 */
export interface SmartAccountsConfig {
  /** CAIP-2 id → the bundler's HTTP JSON-RPC URL. Empty by default. */
  bundlers: Record<string, string>;
  /** CAIP-2 id → how the chain gives smart accounts; a chain not listed: EIP-7702. */
  accountKinds: Record<string, SmartAccountKind>;
  /**
   * CAIP-2 id → the factory of the embedded wallet's ERC-4337 account (PorticoAccountFactory) on an `erc4337` chain;
   * without one the chain offers the embedded wallet no smart account.
   */
  accountFactories: Record<string, `0x${string}`>;
  /** CAIP-2 id → the VerifyingPaymaster's address on that chain. */
  paymasters: Record<string, `0x${string}`>;
  /** The private key (0x + 64 hex) of the paymaster's `verifyingSigner`; a secret, never logged or answered. */
  paymasterSignerKey?: `0x${string}`;
  /** A signed sponsorship is valid this long (its `validUntil`, from the cloud's clock). */
  paymasterValiditySeconds: number;
}

/** Names and identity from the chains' ENS-style name registries (`src/names`). */
export interface NamesConfig {
  /**
   * Per CAIP-2 id of an EVM chain that is not a testnet: its name registry's universal resolver (what viem
   * takes as `ensUniversalResolver`). The chain's reads go to its `rpc.upstreams`. Empty by default;
   * `npm start` passes the devnet's. Calls that name no chain use `eip155:1` when it is here, else the first.
   */
  universalResolvers: Record<string, `0x${string}`>;
  /** How long an identity answer (name and avatar of an address) is reused (§9: 5 min). */
  identityCacheMs: number;
}

/** Balances and prices (`src/balances`): `GET /v1/account/{address}/balance`, `POST /v1/fungible/price`. */
interface BalancesConfig {
  /**
   * Per CAIP-2 network id: the native coin and the ERC-20 or SPL tokens whose balances are read (through
   * `rpc.upstreams`) and priced. A chain without a list has no balances. `npm start` passes the devnet's.
   */
  tokens: Record<string, ChainTokenList>;
  /** The price source: a configured table (`local`, empty by default) or CoinGecko's API. */
  prices: PriceSourceConfig;
  /** An account's balances on a chain are reused this long (`forceUpdate=true` reads the chain anyway). */
  cacheTtlMs: number;
  /** Most accounts × chains cached at once. */
  maxCachedAccounts: number;
}

/** The activity history's indexer and route (`src/history`), for the eip155 chains of `rpc.upstreams`. */
export interface HistoryConfig {
  /** false: `startCloud` runs no indexer (the route still serves what the database holds). */
  indexer: boolean;
  /** A transfer is pending until its block is this many blocks below the indexed head (0: confirmed at once). */
  confirmations: number;
  /** How often the indexer asks each chain for new blocks. */
  pollIntervalMs: number;
  /** How long an instance's hold on a chain lasts without renewal; another instance takes over after it. */
  leaseMs: number;
  /** Most blocks read and written in one step. */
  batchBlocks: number;
  /** A chain never indexed before is read from this many blocks below its head (or from its first block). */
  backfillBlocks: number;
  /** Transactions per page of GET /v1/account/{account}/history. */
  pageSize: number;
  /** A chain whose indexer has not completed a step (or found its lease held elsewhere) for this long is stuck: /readyz answers 503. */
  stallAfterMs: number;
  /** Per CAIP-2 chain: token contract addresses (NFT collections) whose transfers are flagged as spam. */
  spam: Record<string, string[]>;
}

/** The embedded wallet (`src/wallet`): email codes, mail, sessions, stored shares and the secure frame. */
export interface WalletConfig {
  /**
   * The key (32 bytes, base64) the auth shares are encrypted under; never stored in the database. Else
   * `startCloud` takes $PORTICO_SHARE_KEY, else `<dataDir>/share.key` (created once).
   */
  shareKey?: string;
  /**
   * Where login codes go: the built-in mailbox in the database when `mailbox` is true (development and tests:
   * `GET /mailbox` shows every code to whoever reaches the server), else SMTP when `smtpUrl` is set
   * (nodemailer), else nowhere — the code routes answer 503 `MAIL_NOT_CONFIGURED`.
   */
  mail: { smtpUrl?: string; from?: string; mailbox?: boolean };
  /**
   * The secure frame's own listener: `port` (default the cloud's port + 1; 0 picks a free one), `dir`, the built
   * frame app (index.html and its assets), and `publicUrl`, where pages load it from when it is served through
   * a proxy or on a host of its own (default the listener's URL): its origin passes every project's origin check.
   * `developmentAncestors`: core's default frame ancestors (localhost, `*.vercel.app`, …) may frame it besides
   * each project's allowed origins — development only (`npm start`, e2e); off by default.
   */
  frame: { port?: number; dir?: string; publicUrl?: string; developmentAncestors?: boolean };
  /** The cloud API's URL as the frame reaches it (the frame's connect-src); default the listener's URL. */
  publicCloudUrl?: string;
  /**
   * Social login (`src/wallet/social`): per provider the app registered with it. A provider without both
   * `clientId` and `clientSecret` is never usable; a project's `socials` feature picks among the usable ones.
   */
  social: SocialConfig;
  /**
   * Farcaster login (`src/wallet/farcaster`): the Farcaster Auth relay the cloud opens channels on, and an RPC URL of
   * the OP Mainnet chain holding Farcaster's ID and key registries. Farcaster is offered only with `rpcUrl` set.
   * `pollIntervalMs`: how often a waiting verify asks the relay; `waitMs`: how long one verify request waits.
   */
  farcaster: { relayUrl: string; rpcUrl?: string; pollIntervalMs: number; waitMs: number };
  /** A code is valid this long (10 min). */
  codeTtlMs: number;
  /** §5: a new code for the same email and purpose is refused this long after the last one. */
  cooldownMs: number;
  /** Wrong codes that burn a code. */
  maxAttempts: number;
  accessTtlMs: number;
  refreshTtlMs: number;
  /** Codes mailed per email and per client IP, and codes tried per client IP. */
  limits: { codesPerEmail: RateLimit; codesPerIp: RateLimit; verifiesPerIp: RateLimit };
}

/**
 * The retention job (`src/retention`): deletes old rows in batches, on one instance at a time (a lease in
 * `job_leases`). Off, nothing is ever deleted (expired relay messages and wallet codes are still never served).
 */
export interface RetentionConfig {
  enabled: boolean;
  /** Analytics events are deleted this long after they arrived. */
  analyticsEventsMaxAgeMs: number;
  /**
   * Relay messages are deleted when their TTL ends or this long after they were published, whichever comes
   * first; expired subscriptions go too.
   */
  relayMessagesMaxAgeMs: number;
  /** The job runs about this often over all instances (the embedded wallet's expired codes and sessions too). */
  intervalMs: number;
  /** Rows per DELETE statement: each is short and locks only its own rows. */
  batchSize: number;
}

/** Analytics ingestion (`src/analytics`): `POST /e` queues events that are written in multi-row INSERTs. */
export interface AnalyticsConfig {
  /**
   * Most events in one INSERT; a flush starts as soon as this many wait. 1: no queue — each event is written
   * before `POST /e` answers (one row per request, the unbatched mode benchmarks compare against).
   */
  batchSize: number;
  /** An event waits at most this long before its batch is written. */
  flushIntervalMs: number;
  /** Most events held in memory (waiting or being written); when full `POST /e` answers 503 with Retry-After. */
  maxQueue: number;
}

/** `GET /metrics` (Prometheus text format, `src/metrics`). */
export interface MetricsConfig {
  /** false: no `/metrics` route (404). */
  enabled: boolean;
  /**
   * When set, `/metrics` is served on the API's listener and answers 401 unless the request carries
   * `Authorization: Bearer <token>` (on the metrics listener too). Without it the API's listener has no `/metrics`.
   */
  token?: string;
  /** A listener of its own for `GET /metrics` (0: a free port), on `host`; none by default. */
  port?: number;
  /** The metrics listener's interface; default 127.0.0.1 (only this machine can scrape). */
  host?: string;
}

export interface CloudConfig {
  rateLimit: RateLimitConfig;
  analytics: AnalyticsConfig;
  metrics: MetricsConfig;
  relay: RelayConfig;
  rpc: RpcConfig;
  smartAccounts: SmartAccountsConfig;
  names: NamesConfig;
  balances: BalancesConfig;
  convert: ConvertConfig;
  /** The on-ramp API (`src/onramp`): the providers offered and their clients. */
  onramp: OnrampConfig;
  history: HistoryConfig;
  wallet: WalletConfig;
  retention: RetentionConfig;
  /** Largest accepted request body in bytes; larger → 413. */
  bodyLimit: number;
  /** How long a project looked up at the edge is reused before it is read again (0: every request). */
  projectCacheTtlMs: number;
  /** Time limit of each `/readyz` check (the database's `SELECT 1`, Redis's PING). */
  readyTimeoutMs: number;
  /** `stop()`: how long in-flight requests may still run before their connections are closed. */
  shutdownGraceMs: number;
}

export type CloudConfigInput = {
  [K in keyof CloudConfig]?: CloudConfig[K] extends object ? Partial<CloudConfig[K]> : CloudConfig[K];
};

/** Generous for one developer's page; benchmarks and load tests raise the limits. */
export const defaultCloudConfig: CloudConfig = {
  rateLimit: { windowMs: 60_000, perIp: 1_200, perProject: 12_000 },
  analytics: { batchSize: 500, flushIntervalMs: 250, maxQueue: 50_000 },
  metrics: { enabled: true },
  relay: {
    path: '/relay',
    pingIntervalMs: 15_000,
    maxMessageBytes: 256 * 1024,
    redeliverAfterMs: 5_000,
    maxTtlSeconds: 30 * 24 * 60 * 60,
    perClient: 1_200,
    windowMs: 60_000,
    subscriptionTtlMs: 30 * 24 * 60 * 60 * 1000,
    maxSocketsPerIp: 50,
    maxSocketsPerProject: 5_000,
    maxStoredBytesPerIp: 5 * 1024 * 1024,
    maxStoredBytesPerProject: 50 * 1024 * 1024,
    unpairedTtlMs: 5 * 60_000,
  },
  rpc: {
    upstreams: {},
    timeoutMs: constants.rpc.httpTimeoutMs,
    maxBatch: constants.rpc.batchSize,
    bodyLimit: 1024 * 1024,
    maxRetryAfterMs: 10_000,
  },
  smartAccounts: {
    bundlers: {},
    accountKinds: {},
    accountFactories: {},
    paymasters: {},
    paymasterValiditySeconds: 300,
  },
  names: { universalResolvers: {}, identityCacheMs: constants.cache.identityTtlMs },
  balances: {
    tokens: {},
    prices: { provider: 'local', table: {} },
    cacheTtlMs: constants.cache.balanceTtlMs,
    maxCachedAccounts: 100_000,
  },
  convert: defaultConvertConfig,
  onramp: defaultOnrampConfig,
  history: {
    indexer: true,
    confirmations: 0,
    pollIntervalMs: 500,
    leaseMs: 15_000,
    batchBlocks: 50,
    backfillBlocks: 10_000,
    pageSize: 20,
    stallAfterMs: 120_000,
    spam: {},
  },
  wallet: {
    mail: {},
    frame: {},
    social: {},
    farcaster: { relayUrl: 'https://relay.farcaster.xyz', pollIntervalMs: 1000, waitMs: 20_000 },
    codeTtlMs: 10 * 60_000,
    cooldownMs: constants.auth.emailLoginCooldownMs,
    maxAttempts: 5,
    accessTtlMs: 15 * 60_000,
    refreshTtlMs: 30 * 24 * 60 * 60_000,
    limits: {
      codesPerEmail: { limit: 10, windowMs: 60 * 60_000 },
      codesPerIp: { limit: 30, windowMs: 60 * 60_000 },
      verifiesPerIp: { limit: 60, windowMs: 10 * 60_000 },
    },
  },
  retention: {
    enabled: true,
    analyticsEventsMaxAgeMs: 90 * 24 * 60 * 60_000,
    // The relay's longest TTL (relay.maxTtlSeconds): a message is kept no longer than any publisher may ask.
    relayMessagesMaxAgeMs: 30 * 24 * 60 * 60_000,
    intervalMs: 60 * 60_000,
    batchSize: 1_000,
  },
  bodyLimit: 64 * 1024,
  projectCacheTtlMs: 1_000,
  readyTimeoutMs: 2_000,
  shutdownGraceMs: 10_000,
};

export function resolveCloudConfig(input: CloudConfigInput = {}): CloudConfig {
  return {
    ...defaultCloudConfig,
    ...input,
    rateLimit: { ...defaultCloudConfig.rateLimit, ...input.rateLimit },
    analytics: { ...defaultCloudConfig.analytics, ...input.analytics },
    metrics: { ...defaultCloudConfig.metrics, ...input.metrics },
    relay: { ...defaultCloudConfig.relay, ...input.relay },
    rpc: { ...defaultCloudConfig.rpc, ...input.rpc },
    smartAccounts: { ...defaultCloudConfig.smartAccounts, ...input.smartAccounts },
    names: { ...defaultCloudConfig.names, ...input.names },
    balances: { ...defaultCloudConfig.balances, ...input.balances },
    convert: { ...defaultCloudConfig.convert, ...input.convert },
    onramp: {
      ...defaultCloudConfig.onramp,
      ...input.onramp,
      meld: { ...defaultCloudConfig.onramp.meld, ...input.onramp?.meld },
      coinbase: { ...defaultCloudConfig.onramp.coinbase, ...input.onramp?.coinbase },
    },
    history: { ...defaultCloudConfig.history, ...input.history },
    wallet: { ...defaultCloudConfig.wallet, ...input.wallet },
    retention: { ...defaultCloudConfig.retention, ...input.retention },
  };
}
