import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Level, type Logger, pino } from 'pino';
import { buildApp } from './app.js';
import { type Cluster, createRedisCluster, createSingleCluster } from './cluster/index.js';
import { type CloudConfigInput, resolveCloudConfig } from './config.js';
import type { SwapAggregator } from './convert/index.js';
import { type Db, defaultDataDir, migrate, openDb } from './db/index.js';
import { createProjectLookup } from './edge/index.js';
import type { TrustProxy } from './edge/trustedProxies.js';
import { defaultReadiness, historyIndexerCheck, type Readiness } from './health/index.js';
import { type HistoryIndexer, startHistoryIndexer } from './history/index.js';
import type { JobScheduler } from './jobs/index.js';
import { createCloudMetrics, type MetricsListener, startMetricsListener } from './metrics/index.js';
import { createOnrampProviders } from './onramp/index.js';
import { startRetention } from './retention/index.js';
import type { UpstreamTimers } from './rpc/chainRpc.js';
import { createSecretRedactor } from './secrets/secretRedactor.js';
import { isLoopbackHost } from './settings/loopbackHost.js';
import { shutDown } from './shutdown/index.js';
import {
  type FrameServer,
  type FrameServerOptions,
  resolveShareKey,
  startFrameServer,
} from './wallet/index.js';

export const defaultCloudPort = 4100;

export interface StartCloudOptions {
  /** 0 picks a free port. Default `defaultCloudPort`. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** PostgreSQL; else PGlite under `<dataDir>/pglite`. */
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** PostgreSQL only: use this schema (tests use a throw-away one). */
  schema?: string | undefined;
  /** An open database to use instead; `stop()` leaves it open. */
  db?: Db;
  config?: CloudConfigInput;
  /** Default `info`; tests pass `silent`. */
  logLevel?: Level | 'silent';
  /** Behind proxies: how many (hops) or which (addresses, CIDRs) may set X-Forwarded-For; default none. */
  trustProxy?: TrustProxy;
  /** The built-in mailbox (`config.wallet.mail.mailbox`) may listen on a host other than loopback. */
  allowPublicMailbox?: boolean;
  /** Redis shared by several instances (relay delivery, rate limits); without it this instance runs alone. */
  redisUrl?: string | undefined;
  /** Prefix of the Redis keys and channels (default `portico:`); tests use a throw-away one. */
  redisKeyPrefix?: string;
  /**
   * The clock (ms since the epoch) of the relay's expiry, the identity cache and the wallet's codes and
   * sessions; tests set it.
   */
  clock?: () => number;
  /** Where $PORTICO_SHARE_KEY is read; default `process.env`. */
  env?: Readonly<Record<string, string | undefined>>;
  /**
   * The host name pages reach the secure frame's listener by, with the listener's port (e.g.
   * `portico-frame.localhost`, another *site* than a page on 127.0.0.1, as the frame is in production); default
   * `host`. The listener still binds `host`. `wallet.frame.publicUrl`, when set, wins.
   */
  frameHost?: string;
  /**
   * The time-outs and retry waits of the chain routes' upstream calls (RPC proxy, gas price, balances); tests
   * drive them. Default `AbortSignal.timeout` and a `setTimeout` sleep.
   */
  upstreamTimers?: UpstreamTimers;
  /** The convert API's aggregator instead of the one `convert.aggregator` names; tests pass a fake. */
  swapAggregator?: SwapAggregator;
}

export interface RunningCloud {
  /** e.g. `http://127.0.0.1:4100`, no trailing slash. */
  url: string;
  /** The WalletConnect relay, e.g. `ws://127.0.0.1:4100/relay`: the SDK's `relayUrl`. */
  relayUrl: string;
  /**
   * The embedded wallet's secure frame on its own origin, e.g. `http://127.0.0.1:4101` (`wallet.frame.publicUrl`
   * when set; `frameHost` names its host).
   */
  frameUrl: string;
  /**
   * Where `GET /metrics` is served: the metrics listener's (`config.metrics.port`), else the API's behind its
   * bearer token (`config.metrics.token`); undefined when neither is configured (or metrics are off).
   */
  metricsUrl: string | undefined;
  /** The built-in mailbox page (`<url>/mailbox`); it answers 404 unless `wallet.mail.mailbox` is on. */
  mailboxUrl: string;
  /** Whether this instance shares relay delivery and rate limits with others through Redis. */
  redis: boolean;
  app: FastifyInstance;
  db: Db;
  /** The activity history's indexer, when `history.indexer` is on and EVM upstreams are configured. */
  historyIndexer: HistoryIndexer | undefined;
  /**
   * The retention job's scheduler (`retention.enabled`); its `stop()` waits for a running job to end its batch.
   */
  retention: JobScheduler | undefined;
  /** What `GET /readyz` reports: the database, Redis (when used) and the history indexer (when it runs). */
  readiness: Readiness;
  /**
   * The graceful shutdown (`shutDown`): not ready first, then the listeners stop accepting and drain (within
   * `config.shutdownGraceMs`), relay sockets close with 1001, the indexer finishes its batch, onClose hooks run,
   * then Redis and the database (when it opened it) close. Idempotent.
   */
  stop(): Promise<void>;
}

/**
 * The secure frame on its configured port, else on the cloud's port + 1, or a free port when that one is taken
 * (a restart of a cloud that took a free port, whose neighbour another process may hold now).
 */
async function startFrameListener(
  options: Omit<FrameServerOptions, 'port'>,
  configured: number | undefined,
  fallback: number,
): Promise<FrameServer> {
  if (configured !== undefined) return startFrameServer({ ...options, port: configured });
  try {
    return await startFrameServer({ ...options, port: fallback });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    options.logger.warn({ port: fallback }, 'secure frame: port taken, listening on a free port instead');
    return startFrameServer({ ...options, port: 0 });
  }
}

/**
 * Opens and migrates the database (and Redis when given), then serves the API and the relay, and the secure
 * frame on a second listener.
 */
export async function startCloud(options: StartCloudOptions = {}): Promise<RunningCloud> {
  const { host = '127.0.0.1', logLevel = 'info' } = options;
  if (options.config?.wallet?.mail?.mailbox && !isLoopbackHost(host) && !options.allowPublicMailbox) {
    throw new Error(
      `The built-in mailbox would serve every login code on ${host}: listen on loopback or pass allowPublicMailbox`,
    );
  }
  // Before anything opens: the devnet ramp on a non-loopback host, an unknown provider or a real one without its key
  // stops the start, naming the setting (never a value).
  createOnrampProviders(resolveCloudConfig(options.config).onramp, host);
  // Every log line and a failed start's error pass through the redactor: a driver's error that echoes a URL, or a
  // value logged by mistake, never shows a password, the share key, the metrics token or the paymaster's key.
  const secrets = createSecretRedactor([
    options.databaseUrl,
    options.redisUrl,
    options.config?.wallet?.shareKey,
    (options.env ?? process.env).PORTICO_SHARE_KEY,
    options.config?.wallet?.mail?.smtpUrl,
    options.config?.metrics?.token,
    options.config?.smartAccounts?.paymasterSignerKey,
    options.config?.convert?.zeroEx?.apiKey,
    options.config?.convert?.oneInch?.apiKey,
    options.config?.convert?.lifi?.apiKey,
    options.config?.onramp?.meld?.apiKey,
    options.config?.onramp?.coinbase?.privateKey,
    ...Object.values(options.config?.wallet?.social ?? {}).flatMap((provider) => [
      provider?.clientSecret,
      provider?.privateKey,
    ]),
  ]);
  const logger = pino({ name: 'portico-cloud', level: logLevel, hooks: { streamWrite: secrets.text } });
  try {
    return await startWith(options, logger);
  } catch (error) {
    throw secrets.error(error);
  }
}

async function startWith(options: StartCloudOptions, logger: Logger): Promise<RunningCloud> {
  const { port = defaultCloudPort, host = '127.0.0.1' } = options;
  const db =
    options.db ??
    (await openDb({
      databaseUrl: options.databaseUrl,
      dataDir: options.dataDir,
      schema: options.schema,
      logger,
    }));
  let cluster: Cluster | undefined;
  let app: FastifyInstance | undefined;
  let retention: JobScheduler | undefined;
  let metricsListener: MetricsListener | undefined;
  try {
    // The data dir the cloud has: the one given, or PGlite's default when it opens PGlite itself.
    const dataDir =
      options.dataDir ?? (options.db === undefined && !options.databaseUrl ? defaultDataDir : undefined);
    const shareKey = await resolveShareKey({
      configured: options.config?.wallet?.shareKey,
      env: (options.env ?? process.env).PORTICO_SHARE_KEY,
      dataDir: dataDir === undefined ? undefined : resolve(dataDir),
    });
    const applied = await migrate(db);
    if (applied.length > 0) logger.info({ applied, db: db.kind }, 'migrations applied');
    retention = startRetention({
      db,
      config: resolveCloudConfig(options.config).retention,
      clock: options.clock ?? Date.now,
      logger: logger.child({ job: 'retention' }),
    });
    const openRetention = retention;
    cluster = options.redisUrl
      ? await createRedisCluster(options.redisUrl, {
          logger,
          ...(options.redisKeyPrefix === undefined ? {} : { keyPrefix: options.redisKeyPrefix }),
        })
      : createSingleCluster();
    const trustedOrigins = new Set<string>();
    let frameUrl: string | undefined;
    const metrics = createCloudMetrics();
    const readiness = defaultReadiness(db, cluster, resolveCloudConfig(options.config).readyTimeoutMs);
    app = await buildApp({
      metrics,
      readiness,
      db,
      logger,
      cluster,
      shareKey,
      trustedOrigins,
      frameUrl: () => frameUrl,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.upstreamTimers ? { upstreamTimers: options.upstreamTimers } : {}),
      ...(options.swapAggregator ? { swapAggregator: options.swapAggregator } : {}),
      ...(options.config ? { config: options.config } : {}),
      ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
    });
    await app.listen({ port, host });
    const address = app.server.address();
    const boundPort = typeof address === 'object' && address !== null ? address.port : port;
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`;
    const relayUrl = `${url.replace(/^http/, 'ws')}${resolveCloudConfig(options.config).relay.path}`;
    const openCluster = cluster;
    const openApp = app;
    const config = resolveCloudConfig(options.config);
    // Started before the frame's listener: when it fails, the catch below closes all that is open so far.
    const { port: metricsPort } = config.metrics;
    if (config.metrics.enabled && metricsPort !== undefined) {
      metricsListener = await startMetricsListener(
        metrics,
        { ...config.metrics, port: metricsPort },
        logger.child({ listener: 'metrics' }),
      );
    } else if (config.metrics.enabled && config.metrics.token === undefined) {
      logger.warn(
        'metrics: GET /metrics is not served — set PORTICO_METRICS_PORT (a listener of its own, 127.0.0.1 by default) or PORTICO_METRICS_TOKEN (on this listener, behind a bearer token)',
      );
    }
    const metricsUrl =
      metricsListener?.url ?? (config.metrics.enabled && config.metrics.token ? `${url}/metrics` : undefined);
    const openMetricsListener = metricsListener;
    const frameOptions = {
      dir: config.wallet.frame.dir,
      host,
      cloudOrigin: new URL(config.wallet.publicCloudUrl ?? url).origin,
      lookupProject: createProjectLookup(db, config.projectCacheTtlMs),
      developmentAncestors: config.wallet.frame.developmentAncestors === true,
      logger: logger.child({ listener: 'frame' }),
    };
    const frame = await startFrameListener(
      frameOptions,
      config.wallet.frame.port,
      port === 0 ? 0 : boundPort + 1,
    );
    const listenerUrl = new URL(frame.url);
    if (options.frameHost !== undefined) listenerUrl.hostname = options.frameHost;
    frameUrl = (config.wallet.frame.publicUrl ?? listenerUrl.origin).replace(/\/$/, '');
    trustedOrigins.add(new URL(frameUrl).origin);
    const indexer = config.history.indexer
      ? startHistoryIndexer(db, config, logger, metrics.indexer)
      : undefined;
    const historyIndexer = indexer?.chainIds.length ? indexer : undefined;
    if (historyIndexer) readiness.add('historyIndexer', historyIndexerCheck(historyIndexer));
    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= shutDown({
        readiness,
        app: openApp,
        frame,
        historyIndexer,
        retention: openRetention,
        cluster: openCluster,
        ownDb: options.db ? undefined : db,
        graceMs: config.shutdownGraceMs,
        logger,
      }).finally(() => openMetricsListener?.close());
      return stopping;
    };
    return {
      url,
      relayUrl,
      frameUrl,
      metricsUrl,
      mailboxUrl: `${url}/mailbox`,
      redis: openCluster.kind === 'redis',
      app: openApp,
      db,
      historyIndexer,
      retention: openRetention,
      readiness,
      stop,
    };
  } catch (error) {
    await retention?.stop();
    await metricsListener?.close();
    await app?.close();
    await cluster?.close();
    if (!options.db) await db.close();
    throw error;
  }
}
