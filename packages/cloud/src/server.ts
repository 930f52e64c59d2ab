import type { FastifyInstance } from 'fastify';
import { type Level, pino } from 'pino';
import { buildApp } from './app.js';
import type { CloudConfigInput } from './config.js';
import { type Db, migrate, openDb } from './db/index.js';

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
}

export interface RunningCloud {
  /** e.g. `http://127.0.0.1:4100`, no trailing slash. */
  url: string;
  app: FastifyInstance;
  db: Db;
  /** Finishes in-flight requests, closes the server, then the database (when it opened it). */
  stop(): Promise<void>;
}

/** Opens and migrates the database, then serves the API. */
export async function startCloud(options: StartCloudOptions = {}): Promise<RunningCloud> {
  const { port = defaultCloudPort, host = '127.0.0.1', logLevel = 'info' } = options;
  const logger = pino({ name: 'portico-cloud', level: logLevel });
  const db =
    options.db ??
    (await openDb({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, schema: options.schema }));
  try {
    const applied = await migrate(db);
    if (applied.length > 0) logger.info({ applied, db: db.kind }, 'migrations applied');
    const app = await buildApp({
      db,
      logger,
      ...(options.config ? { config: options.config } : {}),
      ...(options.trustProxy ? { trustProxy: true } : {}),
    });
    await app.listen({ port, host });
    const address = app.server.address();
    const boundPort = typeof address === 'object' && address !== null ? address.port : port;
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`;
    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= (async () => {
        await app.close();
        if (!options.db) await db.close();
      })();
      return stopping;
    };
    return { url, app, db, stop };
  } catch (error) {
    if (!options.db) await db.close();
    throw error;
  }
}
