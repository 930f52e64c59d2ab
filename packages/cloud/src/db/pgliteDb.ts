import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { withTimeout } from '../withTimeout.js';
import type { Db, Queryable } from './db.js';

function queryable(target: PGlite | Transaction): Queryable {
  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) => {
      const { rows } = await target.query<T>(sql, params as unknown[]);
      return { rows };
    },
    exec: async (sql) => {
      await target.exec(sql);
    },
  };
}

/** Embedded PostgreSQL (WebAssembly) persisted under `dataDir`; `undefined` keeps it in memory. */
export async function openPgliteDb(dataDir: string | undefined): Promise<Db> {
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
  return {
    kind: 'pglite',
    ...queryable(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(queryable(tx))),
    // Embedded and in-process: it answers unless it was closed.
    ping: (timeoutMs) =>
      withTimeout(
        pglite.query('SELECT 1').then(() => {}),
        timeoutMs,
        'PGlite',
      ),
    close: () => pglite.close(),
  };
}
