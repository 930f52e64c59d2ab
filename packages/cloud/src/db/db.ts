/** Where the database reports what it recovers from (a pino or Fastify logger fits). */
export interface DbLogger {
  warn(object: { err: unknown }, message: string): void;
}

/** The one database interface both PGlite and PostgreSQL sit behind; SQL is plain PostgreSQL. */
export interface Queryable {
  query<T>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
  /** Runs SQL that may hold several statements (migrations); takes no parameters. */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Resolves when the database answers `SELECT 1` within `timeoutMs` (readiness); rejects with what went wrong.
   * Uses no pooled connection, so a database that stopped answering cannot hold one.
   */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}
