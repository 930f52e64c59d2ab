import { join, resolve } from 'node:path';
import type { Db, DbLogger } from './db.js';
import { openPgliteDb } from './pgliteDb.js';
import { openPostgresDb } from './postgresDb.js';

export interface OpenDbOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string | undefined;
  /** PGlite's data lives in `<dataDir>/pglite`; defaults to `.portico/cloud` under the working directory. */
  dataDir?: string | undefined;
  /** PGlite only: keep the data in memory (nothing on disk). */
  inMemory?: boolean | undefined;
  /** PostgreSQL only: work in this schema (created if missing). */
  schema?: string | undefined;
  /** PostgreSQL only: where a dropped pooled connection is logged; default stderr. */
  logger?: DbLogger | undefined;
}

const stderrLogger: DbLogger = {
  warn: ({ err }, message) => console.warn(`${message}: ${(err as Error)?.message ?? String(err)}`),
};

export const defaultDataDir = '.portico/cloud';

/** PostgreSQL when a database URL is given, else embedded PGlite. The same migrations serve both. */
export function openDb(options: OpenDbOptions = {}): Promise<Db> {
  if (options.databaseUrl) {
    return openPostgresDb(options.databaseUrl, options.schema, options.logger ?? stderrLogger);
  }
  if (options.inMemory) return openPgliteDb(undefined);
  return openPgliteDb(join(resolve(options.dataDir ?? defaultDataDir), 'pglite'));
}
