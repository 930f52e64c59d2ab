import { constants } from '@portico/core';

export interface RateLimitConfig {
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
  /** Per CAIP-2 chain: token contract addresses (NFT collections) whose transfers are flagged as spam. */
  spam: Record<string, string[]>;
}

export interface CloudConfig {
  rateLimit: RateLimitConfig;
  relay: RelayConfig;
  rpc: RpcConfig;
  history: HistoryConfig;
  /** Largest accepted request body in bytes; larger → 413. */
  bodyLimit: number;
  /** How long a project looked up at the edge is reused before it is read again (0: every request). */
  projectCacheTtlMs: number;
}

export type CloudConfigInput = {
  [K in keyof CloudConfig]?: CloudConfig[K] extends object ? Partial<CloudConfig[K]> : CloudConfig[K];
};

/** Generous for one developer's page; benchmarks and load tests raise the limits. */
export const defaultCloudConfig: CloudConfig = {
  rateLimit: { windowMs: 60_000, perIp: 1_200, perProject: 12_000 },
  relay: {
    path: '/relay',
    pingIntervalMs: 15_000,
    maxMessageBytes: 256 * 1024,
    redeliverAfterMs: 5_000,
    maxTtlSeconds: 30 * 24 * 60 * 60,
    perClient: 1_200,
    windowMs: 60_000,
    subscriptionTtlMs: 30 * 24 * 60 * 60 * 1000,
  },
  rpc: {
    upstreams: {},
    timeoutMs: constants.rpc.httpTimeoutMs,
    maxBatch: constants.rpc.batchSize,
    bodyLimit: 1024 * 1024,
    maxRetryAfterMs: 10_000,
  },
  history: {
    indexer: true,
    confirmations: 0,
    pollIntervalMs: 500,
    leaseMs: 15_000,
    batchBlocks: 50,
    backfillBlocks: 10_000,
    pageSize: 20,
    spam: {},
  },
  bodyLimit: 64 * 1024,
  projectCacheTtlMs: 1_000,
};

export function resolveCloudConfig(input: CloudConfigInput = {}): CloudConfig {
  return {
    ...defaultCloudConfig,
    ...input,
    rateLimit: { ...defaultCloudConfig.rateLimit, ...input.rateLimit },
    relay: { ...defaultCloudConfig.relay, ...input.relay },
    rpc: { ...defaultCloudConfig.rpc, ...input.rpc },
    history: { ...defaultCloudConfig.history, ...input.history },
  };
}
