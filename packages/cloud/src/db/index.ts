export type { Db, DbLogger, Queryable } from './db.js';
export { migrate, migrationsDir } from './migrate.js';
export { defaultDataDir, type OpenDbOptions, openDb } from './openDb.js';
