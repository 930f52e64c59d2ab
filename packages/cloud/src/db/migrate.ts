import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.js';

/** `packages/cloud/migrations`, from `src/db` and from `dist/db` alike. */
export const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

const migrationFile = /^\d{3}_[a-z0-9_]+\.sql$/;
/** Any constant shared by every Portico server: concurrent starts against one database migrate once. */
const migrationLockKey = 7_401_929;

/**
 * Applies the numbered SQL files of `dir` in order, each once, recorded in the `migrations` table.
 * Returns the names applied by this call. All of it runs in one transaction that first takes an advisory lock:
 * instances starting together on one PostgreSQL database wait for each other, and the later ones find every
 * migration applied (the lock goes with the commit or rollback). PGlite has one process; the lock costs nothing.
 */
export async function migrate(db: Db, dir: string = migrationsDir): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => migrationFile.test(name)).sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await tx.query<{ name: string }>('SELECT name FROM migrations');
    const done = new Set(rows.map((row) => row.name));
    const applied: string[] = [];
    for (const name of files) {
      if (done.has(name)) continue;
      await tx.exec(await readFile(`${dir}/${name}`, 'utf8'));
      await tx.query('INSERT INTO migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    }
    return applied;
  });
}
