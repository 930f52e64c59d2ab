import cors from '@fastify/cors';
import { domainStatusHeader } from '@portico/core/wire';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { analyticsRoutes, createEventQueue, insertEvents } from './analytics/index.js';
import { balanceRoutes, createPriceProvider } from './balances/index.js';
import type { CloudPluginOptions } from './cloudPlugin.js';
import { type Cluster, createSingleCluster } from './cluster/index.js';
import { type CloudConfigInput, resolveCloudConfig } from './config.js';
import { convertRoutes, createSwapAggregator, type SwapAggregator, swapNetworkIds } from './convert/index.js';
import type { Db } from './db/index.js';
import {
  createProjectLookup,
  edgeRules,
  installErrorHandlers,
  installValidatorCompiler,
} from './edge/index.js';
import { proxyTrust, type TrustProxy } from './edge/trustedProxies.js';
import { defaultReadiness, healthRoutes, type Readiness } from './health/index.js';
import { historyRoutes } from './history/index.js';
import { type CloudMetrics, createCloudMetrics, installMetrics } from './metrics/index.js';
import { nameRoutes } from './names/index.js';
import { nftRoutes } from './nfts/index.js';
import {
  createDevnetDelivery,
  createOnrampProviders,
  type DevnetDelivery,
  devnetCheckoutRoutes,
  onrampRoutes,
} from './onramp/index.js';
import { registryRoutes } from './registry/index.js';
import { installRelayEndpoint } from './relay/index.js';
import { remoteConfigRoutes } from './remoteConfig/index.js';
import { createChainRegistry } from './rpc/chainRegistry.js';
import type { UpstreamTimers } from './rpc/chainRpc.js';
import { rpcRoutes } from './rpc/index.js';
import { createSiwxContext, siwxJwksRoute, siwxRoutes } from './siwx/index.js';
import {
  createWalletContext,
  type IdentityProvider,
  isMailboxPath,
  mailboxRoutes,
  walletRoutes,
} from './wallet/index.js';

export interface BuildAppOptions {
  db: Db;
  config?: CloudConfigInput;
  /** A pino logger; none: Fastify logs nothing. */
  logger?: FastifyBaseLogger;
  /**
   * Behind proxies: how many (hops) or which (addresses, CIDRs) may set X-Forwarded-For; the client IP of the
   * per-IP limits — the API's and the relay's alike — is the address before them. Default none.
   */
  trustProxy?: TrustProxy;
  /** What this instance shares with the others (relay delivery, rate limits); default: it runs alone. */
  cluster?: Cluster;
  /**
   * The clock (ms since the epoch) of the relay's message, subscription and token expiry and of the identity
   * cache; tests set it.
   */
  clock?: () => number;
  /** The key the wallet's auth shares are encrypted under (`resolveShareKey`). */
  shareKey: Buffer;
  /**
   * Origins every project admits besides its own: the secure frame's. Read on each request, so the caller can
   * add the frame's origin once its listener is bound.
   */
  trustedOrigins?: ReadonlySet<string>;
  /** The secure frame's URL once its listener is bound (social login's redirect URI is on its origin). */
  frameUrl?: () => string | undefined;
  /** The registry `/metrics` serves; default a new one (the caller passes its own to add the indexer's). */
  metrics?: CloudMetrics;
  /** What `GET /readyz` reports; default: the database and, with Redis, the cluster. */
  readiness?: Readiness;
  /** The time-outs and retry waits of the chain routes' upstream calls (proxy, gas price, balances); tests set them. */
  upstreamTimers?: UpstreamTimers;
  /** The convert API's aggregator instead of the one `convert.aggregator` names; tests pass a fake. */
  swapAggregator?: SwapAggregator;
  /** How the devnet ramp delivers a purchase; default through the chains' first upstream (`createDevnetDelivery`). */
  devnetDelivery?: DevnetDelivery;
}

/**
 * The cloud's HTTP API: CORS for any origin, then every area's routes behind the edge rules; and the
 * WalletConnect relay's WebSocket endpoint (`config.relay.path`).
 */
export async function buildApp({
  db,
  config: input,
  logger,
  trustProxy,
  cluster = createSingleCluster(),
  clock = Date.now,
  shareKey,
  trustedOrigins = new Set(),
  frameUrl = () => undefined,
  metrics = createCloudMetrics(),
  readiness,
  upstreamTimers,
  swapAggregator,
  devnetDelivery,
}: BuildAppOptions): Promise<FastifyInstance> {
  const config = resolveCloudConfig(input);
  const trust = proxyTrust(trustProxy);
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    bodyLimit: config.bodyLimit,
    trustProxy: trust,
    // On close, keep-alive connections without a request in flight are closed at once (not after 72 s).
    forceCloseConnections: 'idle',
  });
  installValidatorCompiler(app);
  installErrorHandlers(app);
  installMetrics(app, metrics, config.metrics);
  // DECISIONS "Origin check": CORS admits every origin so the modal can read a 403 and show its alert. The
  // mailbox's routes send no CORS headers: no other website may read the login codes from a visitor's browser.
  const apiCors = {
    origin: true,
    methods: ['GET', 'POST'],
    exposedHeaders: [domainStatusHeader, 'retry-after'],
    maxAge: 86_400,
  };
  await app.register(cors, {
    delegator: (request, callback) =>
      callback(null, isMailboxPath(request.url) ? { origin: false } : apiCors),
  });
  app.decorateRequest('project', null);
  await app.register(healthRoutes, {
    readiness: readiness ?? defaultReadiness(db, cluster, config.readyTimeoutMs),
  });

  const { windowMs, perIp, perProject } = config.rateLimit;
  const lookupProject = createProjectLookup(db, config.projectCacheTtlMs);
  const options: CloudPluginOptions = { db, config, clock, ...(upstreamTimers ? { upstreamTimers } : {}) };
  // One set of upstream clients for the convert routes and the local aggregator's reads.
  const swapChains = createChainRegistry(config.rpc, upstreamTimers);
  app.addHook('onClose', () => swapChains.close());
  const aggregator =
    swapAggregator ??
    createSwapAggregator(config.convert, swapNetworkIds(config.convert.networks), swapChains.get);
  if (aggregator === undefined && config.convert.aggregator !== 'none') {
    app.log.warn(
      `convert: the '${config.convert.aggregator}' aggregator is not available in this build; swaps are off`,
    );
  }
  // startCloud refuses the devnet ramp on a non-loopback host (DECISIONS "Test providers in production").
  const onrampProviders = createOnrampProviders(config.onramp, '127.0.0.1');
  if (onrampProviders.has('devnet-ramp')) {
    await app.register(devnetCheckoutRoutes, {
      db,
      clock,
      networks: config.onramp.devnetRamp.networks,
      deliver: devnetDelivery ?? createDevnetDelivery((chainId) => config.rpc.upstreams[chainId]?.[0]),
    });
  }
  const wallet = createWalletContext(db, config.wallet, shareKey, cluster, clock, frameUrl);
  app.addHook('onClose', async () => wallet.mailer.close());
  const siwx = createSiwxContext(db, config, wallet.cipher, clock);
  app.addHook('onClose', () => siwx.verifier.close());
  await app.register(siwxJwksRoute, siwx);
  const analyticsQueue = createEventQueue({
    config: config.analytics,
    write: (events) => insertEvents(db, events),
    logger: app.log,
    metrics: metrics.analytics,
    clock,
  });
  // onClose hooks run once the server has closed and its in-flight requests are answered: every accepted
  // event is in the queue by then, and the database is closed only after `app.close()` resolves.
  app.addHook('onClose', () => analyticsQueue.close());
  if (wallet.mailer.kind === 'mailbox') {
    await app.register(mailboxRoutes, { db });
    app.log.warn(
      'wallet: codes go to the built-in mailbox (GET /mailbox), readable by anyone who reaches this server; for development only — set SMTP_URL and turn PORTICO_MAILBOX off for any deployment others can reach',
    );
  } else if (wallet.mailer.kind === 'none') {
    app.log.warn(
      'wallet: no mail transport — set SMTP_URL (or PORTICO_MAILBOX=1 in development); until then email login answers 503 MAIL_NOT_CONFIGURED',
    );
  }
  await app.register(async (api) => {
    await api.register(edgeRules, {
      lookupProject,
      ipLimiter: cluster.rateLimiter('ip', { limit: perIp, windowMs }),
      projectLimiter: cluster.rateLimiter('project', { limit: perProject, windowMs }),
      trustedOrigins,
    });
    const configuredSocials = {
      has: (provider: IdentityProvider) =>
        provider === 'farcaster' ? wallet.farcaster !== undefined : wallet.social.clients.has(provider),
    };
    await api.register(remoteConfigRoutes, {
      configuredSocials,
      smartAccounts: config.smartAccounts,
      swapsConfigured: aggregator !== undefined,
      onrampProviders: [...onrampProviders.keys()],
    });
    await api.register(analyticsRoutes, { queue: analyticsQueue });
    await api.register(registryRoutes, options);
    await api.register(rpcRoutes, options);
    await api.register(nameRoutes, options);
    const prices = createPriceProvider(config.balances.prices);
    await api.register(balanceRoutes, { ...options, prices });
    await api.register(convertRoutes, { ...options, aggregator, chains: swapChains, prices });
    await api.register(onrampRoutes, { ...options, providers: onrampProviders });
    await api.register(historyRoutes, options);
    await api.register(nftRoutes, options);
    await api.register(walletRoutes, wallet);
    await api.register(siwxRoutes, siwx);
  });
  installRelayEndpoint(app, {
    db,
    config: config.relay,
    clock,
    bus: cluster.relayBus,
    limiter: cluster.rateLimiter('relay-client', {
      limit: config.relay.perClient,
      windowMs: config.relay.windowMs,
    }),
    connectionLimiter: cluster.rateLimiter('relay-ip', { limit: perIp, windowMs }),
    trust,
    lookupProject,
    logger: app.log,
    metrics: metrics.relay,
  });
  return app;
}
