import type { FastifyInstance } from 'fastify';
import { type Level, pino } from 'pino';
import { buildApp } from './app.js';
import { type Cluster, createRedisCluster, createSingleCluster } from './cluster/index.js';
import { type CloudConfigInput, resolveCloudConfig } from './config.js';
import { type Db, migrate, openDb } from './db/index.js';
import { type HistoryIndexer, startHistoryIndexer } from './history/index.js';

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
  trustProxy?: boolean;
  /** Redis shared by several instances (relay delivery, rate limits); without it this instance runs alone. */
  redisUrl?: string | undefined;
  /** Prefix of the Redis keys and channels (default `portico:`); tests use a throw-away one. */
  redisKeyPrefix?: string;
  /** The clock (ms since the epoch) of the relay's expiry and the identity cache; tests set it. */
  clock?: () => number;
}

export interface RunningCloud {
  /** e.g. `http://127.0.0.1:4100`, no trailing slash. */
  url: string;
  /** The WalletConnect relay, e.g. `ws://127.0.0.1:4100/relay`: the SDK's `relayUrl`. */
  relayUrl: string;
  /** Whether this instance shares relay delivery and rate limits with others through Redis. */
  redis: boolean;
  app: FastifyInstance;
  db: Db;
  /** The activity history's indexer, when `history.indexer` is on and EVM upstreams are configured. */
  historyIndexer: HistoryIndexer | undefined;
  /** Finishes in-flight requests, closes the server, then the database (when it opened it). */
  stop(): Promise<void>;
}

/** Opens and migrates the database (and Redis when given), then serves the API and the relay. */
export async function startCloud(options: StartCloudOptions = {}): Promise<RunningCloud> {
  const { port = defaultCloudPort, host = '127.0.0.1', logLevel = 'info' } = options;
  const logger = pino({ name: 'portico-cloud', level: logLevel });
  const db =
    options.db ??
    (await openDb({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, schema: options.schema }));
  let cluster: Cluster | undefined;
  try {
    const applied = await migrate(db);
    if (applied.length > 0) logger.info({ applied, db: db.kind }, 'migrations applied');
    cluster = options.redisUrl
      ? await createRedisCluster(options.redisUrl, {
          logger,
          ...(options.redisKeyPrefix === undefined ? {} : { keyPrefix: options.redisKeyPrefix }),
        })
      : createSingleCluster();
    const app = await buildApp({
      db,
      logger,
      cluster,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.config ? { config: options.config } : {}),
      ...(options.trustProxy ? { trustProxy: true } : {}),
    });
    await app.listen({ port, host });
    const address = app.server.address();
    const boundPort = typeof address === 'object' && address !== null ? address.port : port;
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`;
    const relayUrl = `${url.replace(/^http/, 'ws')}${resolveCloudConfig(options.config).relay.path}`;
    const openCluster = cluster;
    const config = resolveCloudConfig(options.config);
    const indexer = config.history.indexer ? startHistoryIndexer(db, config, logger) : undefined;
    const historyIndexer = indexer?.chainIds.length ? indexer : undefined;
    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= (async () => {
        await historyIndexer?.stop();
        await app.close();
        await openCluster.close();
        if (!options.db) await db.close();
      })();
      return stopping;
    };
    return { url, relayUrl, redis: openCluster.kind === 'redis', app, db, historyIndexer, stop };
  } catch (error) {
    await cluster?.close();
    if (!options.db) await db.close();
    throw error;
  }
}
