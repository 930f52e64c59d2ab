import pg from 'pg';
import type { Db, Queryable } from './db.js';

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

/**
 * A PostgreSQL pool. With `schema`, every connection works in that schema (created if missing), so a
 * test run can use a throw-away schema in a shared database.
 */
export async function openPostgresDb(databaseUrl: string, schema?: string): Promise<Db> {
  if (schema !== undefined && !schemaName.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
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
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
