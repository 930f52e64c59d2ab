import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { inject } from 'vitest';
import { type Db, openDb } from '../db/index.js';
import { type RunningCloud, type StartCloudOptions, startCloud } from '../server.js';
import { copyDataDir } from './pgliteTemplates.js';

/**
 * Where a test suite's data lives: a temp PGlite data dir, or a throw-away schema in the PostgreSQL of
 * DATABASE_URL (dropped by `dispose`), so CI's shared database stays clean.
 */
export interface TestDbLocation {
  options: Pick<StartCloudOptions, 'databaseUrl' | 'dataDir' | 'schema'>;
  dispose(): Promise<void>;
}

export interface DbLocationOptions {
  /**
   * PGlite only (a PostgreSQL pass always gets a new, empty schema). Default true: a copy of the run's template with
   * every migration applied, as a started cloud leaves it (globalSetup.ts); false: a database no migration touched.
   */
  migrated?: boolean;
}

export interface DbPass {
  name: 'pglite' | 'postgres';
  location(options?: DbLocationOptions): Promise<TestDbLocation>;
}

/** A new temp PGlite data dir (see `DbLocationOptions`), for a cloud in this process or a child; the caller removes it. */
export function newPgliteDataDir({ migrated = true }: DbLocationOptions = {}): Promise<string> {
  const templates = inject('pgliteTemplates');
  return copyDataDir(migrated ? templates?.migrated : templates?.blank);
}

/**
 * A PGlite on a copy of the run's migrated template: what `openDb({ inMemory: true })` plus `migrate` gives, without
 * initdb and the migrations (seconds of CPU each). Closing it also removes its data dir.
 */
export async function openMigratedPglite(): Promise<Db> {
  const dataDir = await newPgliteDataDir();
  const db = await openDb({ dataDir });
  return {
    ...db,
    close: async () => {
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const pglite: DbPass = {
  name: 'pglite',
  async location(options) {
    const dataDir = await newPgliteDataDir(options);
    return { options: { dataDir }, dispose: () => rm(dataDir, { recursive: true, force: true }) };
  },
};

function postgres(databaseUrl: string): DbPass {
  return {
    name: 'postgres',
    async location() {
      const schema = `portico_test_${randomBytes(6).toString('hex')}`;
      return {
        options: { databaseUrl, schema },
        dispose: () => dropSchema(databaseUrl, schema),
      };
    },
  };
}

/**
 * Drops a test schema over a fresh connection. A lock wait fails after 10 s with PostgreSQL's own message
 * instead of hanging the hook until the test runner's time-out.
 */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const db = await openDb({ databaseUrl });
  try {
    await db.exec(`SET lock_timeout = '10s'; DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await db.close();
  }
}

/** PGlite always; PostgreSQL too when DATABASE_URL is set. Suites run once per pass (`describe.each`). */
export const dbPasses: DbPass[] = [
  pglite,
  ...(process.env.DATABASE_URL ? [postgres(process.env.DATABASE_URL)] : []),
];

/**
 * One pass, for suites whose subject is not the database (routes, protocols, fuzzing, the CLI): PostgreSQL when
 * DATABASE_URL is set (production's path), else PGlite. PGlite is PostgreSQL's own engine, so SQL behaves alike;
 * the database layer's suites (stores, migrations, jobs, retention, several instances, shutdown, health) run on both
 * (`dbPasses`), which keeps CI's run within its time.
 */
export const oneDbPass: DbPass[] = dbPasses.slice(-1);

/** One share key for every test cloud of a run without a data dir (instances sharing a schema agree on it). */
export const testShareKey = randomBytes(32).toString('base64');

/**
 * A cloud on a free port with quiet logs, reading projects fresh on every request. On PostgreSQL (no data dir
 * to keep a share key in) it gets `testShareKey`.
 */
export function startTestCloud(
  location: TestDbLocation,
  options: Omit<StartCloudOptions, 'databaseUrl' | 'dataDir' | 'schema'> = {},
): Promise<RunningCloud> {
  const shareKey = location.options.dataDir === undefined ? { shareKey: testShareKey } : {};
  return startCloud({
    port: 0,
    logLevel: 'silent',
    ...location.options,
    ...options,
    config: {
      projectCacheTtlMs: 0,
      ...options.config,
      // The tests read the codes from the built-in mailbox; a test that mails by SMTP passes its own `mail`.
      wallet: { ...shareKey, mail: { mailbox: true }, ...options.config?.wallet },
    },
  });
}

/** `projectId`, `st`, `sv` (§7) plus extra parameters, as a query string. */
export function sdkQuery(projectId: string, extra: Record<string, string> = {}): string {
  return new URLSearchParams({ projectId, st: 'portico-test', sv: '0.1.0', ...extra }).toString();
}
