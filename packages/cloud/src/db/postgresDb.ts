import pg from 'pg';
import { withTimeout } from '../withTimeout.js';
import type { Db, DbLogger, Queryable } from './db.js';

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) => {
      const { rows } = await target.query(sql, params as unknown[]);
      return { rows: rows as T[] };
    },
    exec: async (sql) => {
      await target.query(sql);
    },
  };
}

const uniqueViolation = '23505';
const schemaName = /^[a-z_][a-z0-9_]{0,62}$/;

/** `SELECT 1` over a connection of its own, every step within `timeoutMs`. */
async function ping(config: pg.ClientConfig, timeoutMs: number): Promise<void> {
  const client = new pg.Client({ ...config, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
  // A failure after the outcome below is known (the server going away mid-end) has nothing left to report.
  client.on('error', () => {});
  try {
    await withTimeout(
      (async () => {
        await client.connect();
        await client.query('SELECT 1');
      })(),
      timeoutMs,
      'PostgreSQL',
    );
  } finally {
    client.end().catch(() => {});
  }
}

/**
 * A PostgreSQL pool. With `schema`, every connection works in that schema (created if missing), so a
 * test run can use a throw-away schema in a shared database. A pooled connection the server drops (a restart,
 * a failover) is logged and replaced on the next query instead of crashing the process.
 */
export async function openPostgresDb(
  databaseUrl: string,
  schema: string | undefined,
  logger: DbLogger,
): Promise<Db> {
  if (schema !== undefined && !schemaName.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const config: pg.PoolConfig = {
    connectionString: databaseUrl,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  };
  const pool = new pg.Pool(config);
  pool.on('error', (error) =>
    logger.warn({ err: error }, 'postgres: an idle connection failed; it is replaced'),
  );
  if (schema !== undefined) {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`).catch((error: { code?: string }) => {
      // Two servers starting at once on a new schema: the other one created it first.
      if (error.code !== uniqueViolation) throw error;
    });
  }
  return {
    kind: 'postgres',
    ...queryable(pool),
    transaction: async (fn) => {
      const client = await pool.connect();
      // Between the transaction's queries the connection is neither idle in the pool nor running a query, so
      // its failure would be an unhandled 'error' event; the failing query reports it.
      const onError = (error: Error) =>
        logger.warn({ err: error }, 'postgres: connection failed in a transaction');
      client.on('error', onError);
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch (rollbackError) {
          // The connection is gone (the transaction with it): drop it from the pool.
          broken = rollbackError as Error;
        }
        throw error;
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    },
    ping: (timeoutMs) => ping(config, timeoutMs),
    close: () => pool.end(),
  };
}
