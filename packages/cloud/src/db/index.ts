export type { Db, DbLogger, Queryable } from './db.js';
export { type BatchDelete, deleteBatch } from './deleteBatch.js';
export { migrate, migrationsDir } from './migrate.js';
export { defaultDataDir, type OpenDbOptions, openDb } from './openDb.js';
