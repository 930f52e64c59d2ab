import type { SocialProvider } from '../wallet/social/socialConfig.js';
import { providerDefaults } from '../wallet/social/socialProviders.js';
import { balancesFile, priceSource } from './balancesFile.js';
import { convertSettings } from './convertSettings.js';
import { onrampSettings } from './onrampSettings.js';
import { type Setting, setting } from './setting.js';
import {
  accountFactories,
  base64Key,
  boolean,
  bundlerUrls,
  httpUrl,
  jsonObject,
  oneOf,
  paymasterAddresses,
  port,
  privateKey,
  smartAccountKinds,
  text,
  trustProxy,
  universalResolvers,
  upstreams,
  url,
  urlPath,
  wholeNumber,
} from './settingType.js';

const ms = wholeNumber();
const positive = wholeNumber(1);

/**
 * Every setting of `portico-cloud serve`. Add a setting by adding a row (and its line in
 * docs/cloud-configuration.md, which a test checks): `serve` then reads its flag, its variable and its key in
 * the config file, validates it, and an unknown `PORTICO_*` variable close to its name is reported as a typo.
 */
export const cloudSettings: readonly Setting[] = [
  // The listener, logs, database and Redis.
  setting({
    env: 'PORT',
    flag: 'port',
    path: 'server.port',
    type: port,
    doc: 'Port of the HTTP API and relay (0: a free one).',
  }),
  setting({
    env: 'PORTICO_HOST',
    flag: 'host',
    path: 'server.host',
    type: text,
    doc: 'Interface to listen on; 0.0.0.0 for all.',
  }),
  setting({
    env: 'LOG_LEVEL',
    flag: 'log-level',
    path: 'server.logLevel',
    type: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    doc: 'Log level (JSON lines on stdout).',
  }),
  setting({
    env: 'PORTICO_TRUST_PROXY',
    flag: 'trust-proxy',
    path: 'server.trustProxy',
    type: trustProxy,
    doc: 'Behind proxies: how many (hops) or which (IPs/CIDRs) may set X-Forwarded-For; the client IP is the address before them.',
  }),
  setting({
    env: 'DATABASE_URL',
    flag: 'database-url',
    path: 'server.databaseUrl',
    type: url(['postgres', 'postgresql']),
    secret: true,
    doc: 'PostgreSQL connection string; without it, embedded PGlite in the data dir.',
  }),
  setting({
    env: 'PORTICO_DATA_DIR',
    flag: 'data-dir',
    path: 'server.dataDir',
    type: text,
    doc: "PGlite's data and the share key file (default .portico/cloud).",
  }),
  setting({
    env: 'REDIS_URL',
    flag: 'redis-url',
    path: 'server.redisUrl',
    type: url(['redis', 'rediss']),
    secret: true,
    doc: 'Redis shared by the instances (relay delivery, rate limits); without it the instance runs alone.',
  }),
  setting({
    env: 'PORTICO_REDIS_KEY_PREFIX',
    path: 'server.redisKeyPrefix',
    type: text,
    doc: 'Prefix of every Redis key and channel (default portico:), for clouds sharing one Redis.',
  }),
  setting({
    env: 'PORTICO_BODY_LIMIT',
    path: 'bodyLimit',
    type: positive,
    doc: 'Largest request body in bytes; larger → 413.',
  }),
  setting({
    env: 'PORTICO_PROJECT_CACHE_TTL_MS',
    path: 'projectCacheTtlMs',
    type: ms,
    doc: 'How long a project read at the edge is reused (0: read on every request).',
  }),
  setting({
    env: 'PORTICO_READY_TIMEOUT_MS',
    path: 'readyTimeoutMs',
    type: positive,
    doc: 'Time limit of each /readyz check (database, Redis).',
  }),
  setting({
    env: 'PORTICO_SHUTDOWN_GRACE_MS',
    path: 'shutdownGraceMs',
    type: ms,
    doc: 'On SIGTERM, how long in-flight requests may still run before their connections are closed.',
  }),

  // Rate limits.
  setting({
    env: 'PORTICO_RATE_WINDOW_MS',
    flag: 'rate-window-ms',
    path: 'rateLimit.windowMs',
    type: positive,
    doc: 'Length of a rate-limit window.',
  }),
  setting({
    env: 'PORTICO_RATE_PER_IP',
    flag: 'rate-per-ip',
    path: 'rateLimit.perIp',
    type: ms,
    doc: 'Requests one client IP may make per window (all projects).',
  }),
  setting({
    env: 'PORTICO_RATE_PER_PROJECT',
    flag: 'rate-per-project',
    path: 'rateLimit.perProject',
    type: ms,
    doc: 'Requests one project may receive per window (all clients).',
  }),

  // The WalletConnect relay.
  setting({
    env: 'PORTICO_RELAY_PATH',
    path: 'relay.path',
    type: urlPath,
    doc: 'Path of the relay WebSocket endpoint.',
  }),
  setting({
    env: 'PORTICO_RELAY_PING_INTERVAL_MS',
    path: 'relay.pingIntervalMs',
    type: positive,
    doc: 'How often each relay socket is pinged.',
  }),
  setting({
    env: 'PORTICO_RELAY_MAX_MESSAGE_BYTES',
    path: 'relay.maxMessageBytes',
    type: positive,
    doc: 'Largest WebSocket frame; a larger one closes the socket (1009).',
  }),
  setting({
    env: 'PORTICO_RELAY_REDELIVER_AFTER_MS',
    path: 'relay.redeliverAfterMs',
    type: positive,
    doc: 'An unacknowledged message is pushed again after this long.',
  }),
  setting({
    env: 'PORTICO_RELAY_MAX_TTL_SECONDS',
    path: 'relay.maxTtlSeconds',
    type: positive,
    doc: 'Longest TTL a publish may ask for.',
  }),
  setting({
    env: 'PORTICO_RELAY_PER_CLIENT',
    path: 'relay.perClient',
    type: ms,
    doc: 'JSON-RPC requests one relay client may make per relay window.',
  }),
  setting({
    env: 'PORTICO_RELAY_WINDOW_MS',
    path: 'relay.windowMs',
    type: positive,
    doc: 'Length of the relay’s per-client window.',
  }),
  setting({
    env: 'PORTICO_RELAY_SUBSCRIPTION_TTL_MS',
    path: 'relay.subscriptionTtlMs',
    type: positive,
    doc: 'A client’s subscriptions are kept this long after it was last connected.',
  }),
  setting({
    env: 'PORTICO_RELAY_MAX_SOCKETS_PER_IP',
    path: 'relay.maxSocketsPerIp',
    type: ms,
    doc: 'Open relay sockets one client IP may hold on one instance; more are refused (429).',
  }),
  setting({
    env: 'PORTICO_RELAY_MAX_SOCKETS_PER_PROJECT',
    path: 'relay.maxSocketsPerProject',
    type: ms,
    doc: 'Open relay sockets one project may hold on one instance; more are refused (429).',
  }),
  setting({
    env: 'PORTICO_RELAY_MAX_STORED_BYTES_PER_IP',
    path: 'relay.maxStoredBytesPerIp',
    type: ms,
    doc: 'Bytes of stored (unexpired) relay messages published from one client IP; past it a publish gets an error.',
  }),
  setting({
    env: 'PORTICO_RELAY_MAX_STORED_BYTES_PER_PROJECT',
    path: 'relay.maxStoredBytesPerProject',
    type: ms,
    doc: 'Bytes of stored (unexpired) relay messages published under one project; past it a publish gets an error.',
  }),
  setting({
    env: 'PORTICO_RELAY_UNPAIRED_TTL_MS',
    path: 'relay.unpairedTtlMs',
    type: positive,
    doc: 'A message to a topic no other client subscribes to (no pairing) is kept at most this long.',
  }),

  // The chain-data API's JSON-RPC proxy.
  setting({
    env: 'RPC_UPSTREAMS',
    flag: 'upstream',
    path: 'rpc.upstreams',
    type: upstreams,
    doc: 'The chains served: CAIP2-ID=URL[,URL…] entries separated by spaces, URLs in failover order.',
  }),
  setting({
    env: 'PORTICO_RPC_TIMEOUT_MS',
    path: 'rpc.timeoutMs',
    type: positive,
    doc: 'Time limit of one upstream request.',
  }),
  setting({
    env: 'PORTICO_RPC_MAX_BATCH',
    path: 'rpc.maxBatch',
    type: positive,
    doc: 'Most calls in one JSON-RPC batch.',
  }),
  setting({
    env: 'PORTICO_RPC_BODY_LIMIT',
    path: 'rpc.bodyLimit',
    type: positive,
    doc: 'Largest JSON-RPC request body in bytes.',
  }),
  setting({
    env: 'PORTICO_RPC_MAX_RETRY_AFTER_MS',
    path: 'rpc.maxRetryAfterMs',
    type: ms,
    doc: 'An upstream Retry-After longer than this fails the call at once.',
  }),

  // Smart accounts: bundlers and the verifying paymaster.
  setting({
    env: 'PORTICO_BUNDLER_URLS',
    flag: 'bundler',
    path: 'smartAccounts.bundlers',
    type: bundlerUrls,
    doc: 'ERC-4337 bundlers: eip155:N=URL entries separated by spaces; smart accounts are offered only on these chains.',
  }),
  setting({
    env: 'PORTICO_SMART_ACCOUNT_KINDS',
    path: 'smartAccounts.accountKinds',
    type: smartAccountKinds,
    doc: 'How a chain gives smart accounts: eip155:N=eip7702 (the EOA delegates to Simple7702Account; the default for a chain not listed) or eip155:N=erc4337 (a chain without EIP-7702: an ERC-4337 account from PORTICO_SMART_ACCOUNT_FACTORIES).',
  }),
  setting({
    env: 'PORTICO_SMART_ACCOUNT_FACTORIES',
    path: 'smartAccounts.accountFactories',
    type: accountFactories,
    doc: "The embedded wallet's ERC-4337 account factory (PorticoAccountFactory) per erc4337 chain: eip155:N=0x… entries separated by spaces; an erc4337 chain without one offers no smart account.",
  }),
  setting({
    env: 'PORTICO_PAYMASTER_ADDRESSES',
    flag: 'paymaster',
    path: 'smartAccounts.paymasters',
    type: paymasterAddresses,
    doc: 'The VerifyingPaymaster (v0.8) per chain: eip155:N=0x… entries separated by spaces; gas is sponsored only on these chains.',
  }),
  setting({
    env: 'PORTICO_PAYMASTER_SIGNER_KEY',
    path: 'smartAccounts.paymasterSignerKey',
    type: privateKey,
    secret: true,
    doc: "Private key of the paymasters' verifying signer (0x + 64 hex); the cloud signs sponsored UserOperations with it.",
  }),
  setting({
    env: 'PORTICO_PAYMASTER_VALIDITY_SECONDS',
    path: 'smartAccounts.paymasterValiditySeconds',
    type: positive,
    doc: 'A signed sponsorship (validUntil) is valid this long after the cloud signed it.',
  }),

  // Names and identity.
  setting({
    env: 'NAME_RESOLVERS',
    flag: 'universal-resolver',
    path: 'names.universalResolvers',
    type: universalResolvers,
    doc: 'EVM chains whose name registry is read: eip155:N=0x… (universal resolver) entries separated by spaces.',
  }),
  setting({
    env: 'PORTICO_NAMES_IDENTITY_CACHE_MS',
    path: 'names.identityCacheMs',
    type: ms,
    doc: 'How long an identity answer is reused.',
  }),

  // Balances and prices.
  setting({
    env: 'BALANCES_CONFIG',
    flag: 'balances',
    path: 'balances',
    type: balancesFile,
    merge: 'section',
    inFile: false,
    doc: 'A JSON file with balances settings (tokens, prices, cacheTtlMs) merged into the balances section.',
  }),
  setting({
    env: 'PORTICO_BALANCES_TOKENS',
    path: 'balances.tokens',
    type: jsonObject,
    doc: 'Token lists per CAIP-2 id (JSON).',
  }),
  setting({
    env: 'PORTICO_BALANCES_PRICES',
    path: 'balances.prices',
    type: priceSource,
    doc: 'The price source (JSON): {"provider":"local","table":{…}} or {"provider":"coingecko",…}.',
  }),
  setting({
    env: 'PORTICO_BALANCES_CACHE_TTL_MS',
    path: 'balances.cacheTtlMs',
    type: ms,
    doc: 'How long an account’s balances on a chain are reused.',
  }),
  setting({
    env: 'PORTICO_BALANCES_MAX_CACHED_ACCOUNTS',
    path: 'balances.maxCachedAccounts',
    type: positive,
    doc: 'Most accounts × chains cached at once.',
  }),
  ...convertSettings(),
  ...onrampSettings(),

  // The activity history's indexer.
  setting({
    env: 'PORTICO_HISTORY_INDEXER',
    path: 'history.indexer',
    type: boolean,
    doc: 'false: run no indexer (the history route serves what the database holds).',
  }),
  setting({
    env: 'PORTICO_HISTORY_CONFIRMATIONS',
    path: 'history.confirmations',
    type: ms,
    doc: 'Blocks below the indexed head before a transfer is confirmed.',
  }),
  setting({
    env: 'PORTICO_HISTORY_POLL_INTERVAL_MS',
    path: 'history.pollIntervalMs',
    type: positive,
    doc: 'How often the indexer asks each chain for new blocks.',
  }),
  setting({
    env: 'PORTICO_HISTORY_LEASE_MS',
    path: 'history.leaseMs',
    type: positive,
    doc: 'How long an instance’s hold on a chain lasts without renewal.',
  }),
  setting({
    env: 'PORTICO_HISTORY_BATCH_BLOCKS',
    path: 'history.batchBlocks',
    type: positive,
    doc: 'Most blocks read and written in one step.',
  }),
  setting({
    env: 'PORTICO_HISTORY_BACKFILL_BLOCKS',
    path: 'history.backfillBlocks',
    type: ms,
    doc: 'A chain never indexed is read from this many blocks below its head.',
  }),
  setting({
    env: 'PORTICO_HISTORY_PAGE_SIZE',
    path: 'history.pageSize',
    type: positive,
    doc: 'Transactions per history page.',
  }),
  setting({
    env: 'PORTICO_HISTORY_STALL_AFTER_MS',
    path: 'history.stallAfterMs',
    type: positive,
    doc: 'A chain whose indexer has not completed a step for this long makes /readyz answer 503.',
  }),
  setting({
    env: 'PORTICO_HISTORY_SPAM',
    path: 'history.spam',
    type: jsonObject,
    doc: 'Per CAIP-2 id, NFT collection addresses flagged as spam (JSON).',
  }),

  // Analytics ingestion and metrics.
  setting({
    env: 'PORTICO_ANALYTICS_BATCH_SIZE',
    path: 'analytics.batchSize',
    type: positive,
    doc: 'Most analytics events in one INSERT (1: each event written before POST /e answers).',
  }),
  setting({
    env: 'PORTICO_ANALYTICS_FLUSH_INTERVAL_MS',
    path: 'analytics.flushIntervalMs',
    type: positive,
    doc: 'An analytics event waits at most this long before its batch is written.',
  }),
  setting({
    env: 'PORTICO_ANALYTICS_MAX_QUEUE',
    path: 'analytics.maxQueue',
    type: positive,
    doc: 'Most analytics events held in memory; beyond it POST /e answers 503 with Retry-After.',
  }),
  setting({
    env: 'PORTICO_METRICS',
    path: 'metrics.enabled',
    type: boolean,
    doc: 'false: no GET /metrics anywhere.',
  }),
  setting({
    env: 'PORTICO_METRICS_TOKEN',
    path: 'metrics.token',
    type: text,
    secret: true,
    doc: 'When set, GET /metrics is served on the API listener behind Authorization: Bearer <token>; without it, not there.',
  }),
  setting({
    env: 'PORTICO_METRICS_PORT',
    flag: 'metrics-port',
    path: 'metrics.port',
    type: port,
    doc: 'A listener of its own for GET /metrics, without a token unless one is set (0: a free port); none by default.',
  }),
  setting({
    env: 'PORTICO_METRICS_HOST',
    flag: 'metrics-host',
    path: 'metrics.host',
    type: text,
    doc: 'Interface of the metrics listener (default 127.0.0.1: only this machine can scrape).',
  }),

  // The retention job.
  setting({
    env: 'PORTICO_RETENTION',
    path: 'retention.enabled',
    type: boolean,
    doc: 'false: no row is ever deleted by the retention job.',
  }),
  setting({
    env: 'PORTICO_RETENTION_ANALYTICS_MAX_AGE_MS',
    path: 'retention.analyticsEventsMaxAgeMs',
    type: positive,
    doc: 'Analytics events are deleted this long after they arrived.',
  }),
  setting({
    env: 'PORTICO_RETENTION_RELAY_MAX_AGE_MS',
    path: 'retention.relayMessagesMaxAgeMs',
    type: positive,
    doc: 'Relay messages are deleted when their TTL ends or this long after they were published.',
  }),
  setting({
    env: 'PORTICO_RETENTION_INTERVAL_MS',
    path: 'retention.intervalMs',
    type: positive,
    doc: 'How often the retention job runs over all instances.',
  }),
  setting({
    env: 'PORTICO_RETENTION_BATCH_SIZE',
    path: 'retention.batchSize',
    type: positive,
    doc: 'Rows per DELETE statement of the retention job.',
  }),

  // The embedded wallet.
  setting({
    env: 'PORTICO_SHARE_KEY',
    path: 'wallet.shareKey',
    type: base64Key,
    secret: true,
    doc: 'Key the auth shares and the signing key of sign-in tokens are encrypted under (32 bytes, base64); else <data dir>/share.key.',
  }),
  setting({
    env: 'SMTP_URL',
    flag: 'smtp-url',
    path: 'wallet.mail.smtpUrl',
    type: url(['smtp', 'smtps']),
    secret: true,
    doc: 'Mail the login codes by SMTP; without it (and without the mailbox) email login answers 503.',
  }),
  setting({
    env: 'PORTICO_MAILBOX',
    flag: 'mailbox',
    path: 'wallet.mail.mailbox',
    type: boolean,
    doc: 'Development: login codes go to the built-in mailbox (GET /mailbox, readable by anyone who reaches the server) instead of SMTP.',
  }),
  setting({
    env: 'PORTICO_ALLOW_PUBLIC_MAILBOX',
    flag: 'allow-public-mailbox',
    path: 'server.allowPublicMailbox',
    type: boolean,
    doc: 'Lets the mailbox run on a host other than loopback (else serve refuses to start).',
  }),
  setting({
    env: 'MAIL_FROM',
    flag: 'mail-from',
    path: 'wallet.mail.from',
    type: text,
    doc: 'Sender of that mail.',
  }),
  setting({
    env: 'PORTICO_FRAME_PORT',
    flag: 'frame-port',
    path: 'wallet.frame.port',
    type: port,
    doc: 'Port of the secure frame’s listener (default the port + 1).',
  }),
  setting({
    env: 'PORTICO_FRAME_DIR',
    flag: 'frame-dir',
    path: 'wallet.frame.dir',
    type: text,
    doc: 'The built frame app (packages/wallet/dist/frame).',
  }),
  setting({
    env: 'PORTICO_FRAME_PUBLIC_URL',
    flag: 'frame-public-url',
    path: 'wallet.frame.publicUrl',
    type: httpUrl,
    doc: 'The frame’s URL as browsers reach it (proxy, own host).',
  }),
  setting({
    env: 'PORTICO_FRAME_DEVELOPMENT_ANCESTORS',
    flag: 'frame-development-ancestors',
    path: 'wallet.frame.developmentAncestors',
    type: boolean,
    doc: 'Development: the frame may also be framed by localhost (any port), *.vercel.app, *.pages.dev and *.netlify.app.',
  }),
  setting({
    env: 'PORTICO_PUBLIC_URL',
    flag: 'public-url',
    path: 'wallet.publicCloudUrl',
    type: httpUrl,
    doc: 'The cloud’s URL as the frame reaches it (its connect-src).',
  }),
  setting({
    env: 'PORTICO_WALLET_CODE_TTL_MS',
    path: 'wallet.codeTtlMs',
    type: positive,
    doc: 'How long a login code is valid.',
  }),
  setting({
    env: 'PORTICO_WALLET_COOLDOWN_MS',
    path: 'wallet.cooldownMs',
    type: ms,
    doc: 'A new code for the same email is refused this long after the last.',
  }),
  setting({
    env: 'PORTICO_WALLET_MAX_ATTEMPTS',
    path: 'wallet.maxAttempts',
    type: positive,
    doc: 'Wrong codes that burn a code.',
  }),
  setting({
    env: 'PORTICO_WALLET_ACCESS_TTL_MS',
    path: 'wallet.accessTtlMs',
    type: positive,
    doc: 'Lifetime of an access token.',
  }),
  setting({
    env: 'PORTICO_WALLET_REFRESH_TTL_MS',
    path: 'wallet.refreshTtlMs',
    type: positive,
    doc: 'Lifetime of a refresh token.',
  }),
  setting({
    env: 'PORTICO_WALLET_CODES_PER_EMAIL',
    path: 'wallet.limits.codesPerEmail.limit',
    type: ms,
    doc: 'Codes mailed per email per window.',
  }),
  setting({
    env: 'PORTICO_WALLET_CODES_PER_EMAIL_WINDOW_MS',
    path: 'wallet.limits.codesPerEmail.windowMs',
    type: positive,
    doc: 'That window.',
  }),
  setting({
    env: 'PORTICO_WALLET_CODES_PER_IP',
    path: 'wallet.limits.codesPerIp.limit',
    type: ms,
    doc: 'Codes mailed per client IP per window.',
  }),
  setting({
    env: 'PORTICO_WALLET_CODES_PER_IP_WINDOW_MS',
    path: 'wallet.limits.codesPerIp.windowMs',
    type: positive,
    doc: 'That window.',
  }),
  setting({
    env: 'PORTICO_WALLET_VERIFIES_PER_IP',
    path: 'wallet.limits.verifiesPerIp.limit',
    type: ms,
    doc: 'Codes tried per client IP per window.',
  }),
  setting({
    env: 'PORTICO_WALLET_VERIFIES_PER_IP_WINDOW_MS',
    path: 'wallet.limits.verifiesPerIp.windowMs',
    type: positive,
    doc: 'That window.',
  }),
  setting({
    env: 'PORTICO_FARCASTER_RELAY_URL',
    path: 'wallet.farcaster.relayUrl',
    type: url(['http', 'https']),
    doc: 'The Farcaster Auth relay Farcaster logins open their channels on (default https://relay.farcaster.xyz).',
  }),
  setting({
    env: 'PORTICO_FARCASTER_RPC_URL',
    path: 'wallet.farcaster.rpcUrl',
    type: url(['http', 'https']),
    secret: true,
    doc: "An OP Mainnet RPC URL, where Farcaster's ID and key registries are read; Farcaster login is offered only with it.",
  }),
  setting({
    env: 'PORTICO_FARCASTER_POLL_INTERVAL_MS',
    path: 'wallet.farcaster.pollIntervalMs',
    type: positive,
    doc: 'How often a waiting Farcaster login asks the relay whether the Farcaster app approved it.',
  }),
  ...socialProviderSettings(),
];

/** A social setting's doc line: what it is for the provider, and its default for an endpoint. */
function socialDoc(provider: SocialProvider, key: string, doc: string): string {
  if (key === 'issuer' && providerDefaults[provider].kind === 'oauth') {
    return `Social login: an OpenID Connect issuer standing in for ${provider} (a local provider; instead of its three endpoints).`;
  }
  const endpoint = ['issuer', 'authorizationUrl', 'tokenUrl', 'userUrl'].includes(key);
  return `Social login: the ${doc} ${provider}${endpoint ? ' (default: the real provider)' : ''}.`;
}

/** `PORTICO_SOCIAL_<PROVIDER>_<KEY>` → `wallet.social.<provider>.<key>`, for the keys that apply to the provider. */
function socialProviderSettings(): Setting[] {
  const keys = [
    { key: 'clientId', env: 'CLIENT_ID', type: text, doc: 'client id of the app registered with' },
    {
      key: 'clientSecret',
      env: 'CLIENT_SECRET',
      type: text,
      doc: 'client secret of that app at',
      secret: true,
    },
    { key: 'issuer', env: 'ISSUER', type: httpUrl, doc: 'OpenID Connect issuer (discovery) of' },
    {
      key: 'authorizationUrl',
      env: 'AUTHORIZATION_URL',
      type: httpUrl,
      doc: 'authorization endpoint of',
      kind: 'oauth',
    },
    { key: 'tokenUrl', env: 'TOKEN_URL', type: httpUrl, doc: 'token endpoint of', kind: 'oauth' },
    { key: 'userUrl', env: 'USER_URL', type: httpUrl, doc: 'user endpoint of', kind: 'oauth' },
    {
      key: 'teamId',
      env: 'TEAM_ID',
      type: text,
      doc: 'team id (instead of a client secret) at',
      only: 'apple',
    },
    { key: 'keyId', env: 'KEY_ID', type: text, doc: 'Sign in with Apple key id at', only: 'apple' },
    {
      key: 'privateKey',
      env: 'PRIVATE_KEY',
      type: text,
      doc: 'Sign in with Apple key (the .p8 file’s PEM; in a one-line variable, line breaks written `\\n`) the client secret is signed with, at',
      secret: true,
      only: 'apple',
    },
  ] as const;
  return (Object.keys(providerDefaults) as SocialProvider[]).flatMap((provider) =>
    keys
      .filter((row) => !('kind' in row) || row.kind === providerDefaults[provider].kind)
      .filter((row) => !('only' in row) || row.only === provider)
      .map((row) =>
        setting({
          env: `PORTICO_SOCIAL_${provider.toUpperCase()}_${row.env}`,
          path: `wallet.social.${provider}.${row.key}`,
          type: row.type,
          ...('secret' in row ? { secret: true as const } : {}),
          doc: socialDoc(provider, row.key, row.doc),
        }),
      ),
  );
}

/** The config file: `--config FILE`, else this variable. */
export const configFileSetting = { env: 'PORTICO_CONFIG', flag: 'config' } as const;

/**
 * `PORTICO_*` variables that other Portico tools read (`npm start`'s stack, the spec check): `serve` leaves them
 * alone instead of reporting them as typos.
 */
export const otherToolsVariables: readonly string[] = [
  'PORTICO_CLOUD_PORT',
  'PORTICO_CLOUD_DATA_DIR',
  'PORTICO_DEMO_PORT',
  'PORTICO_DEMO_MODE',
  'PORTICO_DEVNET_PORTS',
  'PORTICO_SOLANA_PORTS',
  'PORTICO_STACK_FILE',
  'PORTICO_SPEC',
];
