export type { Db, Queryable } from './db.js';
export { deleteBatch } from './deleteBatch.js';
export { migrate, migrationsDir } from './migrate.js';
export { defaultDataDir, openDb } from './openDb.js';
